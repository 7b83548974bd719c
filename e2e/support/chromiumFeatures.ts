/** The Chromium features the tests and the bench turn off (no playwright-core import: unit tests read it). */

/**
 * Chromium features turned off on top of the launcher's own list. Headless Chromium 156 still loads the address
 * bar's suggestion popup as two WebUI pages (`chrome://omnibox-popup.top-chrome/` and its AI-mode variant) in a
 * renderer of their own, which kept 8-20 % of a core busy for as long as a browser was open, whatever its pages did
 * (BENCHMARKS.md, session 22). No test or measurement uses the address bar.
 */
export const EXTRA_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65's `chromiumSwitches`), which it has no public
 * API for. Chromium reads only the last `--disable-features` switch, so adding ours means passing the merged list
 * and leaving out Playwright's switch (`ignoreDefaultArgs` needs its exact text). `__tests__/chromiumFeatures.test.ts` fails
 * when an upgrade of playwright-core changes the list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** A launcher's `--disable-features` switch with EXTRA_DISABLED_FEATURES added. */
export function withExtraDisabledFeatures(launcherSwitch: string): string {
  if (!launcherSwitch.startsWith('--disable-features='))
    throw new Error(`not a --disable-features switch: ${launcherSwitch}`);
  return [launcherSwitch, ...EXTRA_DISABLED_FEATURES].join(',');
}
