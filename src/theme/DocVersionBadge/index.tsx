// Swizzled (replaced): the version is already named by the reference's version switcher and the older-version notice, so the stock "Version: v1" badge is not shown.
export default function DocVersionBadge(): null {
  return null;
}
