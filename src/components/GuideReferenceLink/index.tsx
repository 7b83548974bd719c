import React, {type ComponentProps, type ComponentType} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {LIBRARY_OF_TAB} from '@site/src/data/languageTabs';
import useChosenLanguageTab from '@site/src/hooks/useChosenLanguageTab';
import {
  GUIDE_REFERENCE_LINKS_PLUGIN,
  referenceHrefForLanguage,
  type GuideReferenceGlobalData,
} from '@site/src/utils/guideReferenceLinks';

const NO_TWINS: GuideReferenceGlobalData['twins'] = {};

type AnchorProps = ComponentProps<'a'>;

/**
 * A guide's link to a JavaScript reference section that follows the reader's language tab: with Flutter
 * chosen, `/reference/javascript/storage-from-upload` leads to `/reference/dart/storage-from-upload` when the
 * Flutter reference has that operation (the rule: referenceHrefForLanguage). The server renders the link as
 * written (it works without JavaScript, and the build checks it); only the address changes after hydration,
 * never the text, so nothing moves.
 */
export default function GuideReferenceLink({
  Anchor,
  href,
  ...rest
}: AnchorProps & {readonly href: string; readonly Anchor: ComponentType<AnchorProps>}): React.ReactNode {
  const data = usePluginData(GUIDE_REFERENCE_LINKS_PLUGIN) as GuideReferenceGlobalData | undefined;
  const chosen = useChosenLanguageTab();
  const target = referenceHrefForLanguage(href, chosen, LIBRARY_OF_TAB, data?.twins ?? NO_TWINS);
  return <Anchor {...rest} href={target} data-reference-link={target === href ? undefined : href} />;
}
