/**
 * The links between the screens of the Settings tab (issue 45): Your account, and for
 * an Administrator, Staff and Audit log. Shown only when there is more than one.
 */
import { SETTINGS_SCREENS } from "~/components/admin/shared/admin-tabs";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { ScreenLinks } from "~/components/admin/shared/screen-links";
import { settingsScreensText as text } from "~/content/admin/staff";

export function SettingsScreens() {
  const may = useMay();
  const links = SETTINGS_SCREENS.filter(({ needs }) => may(needs)).map(({ screen }) => ({
    to: `/admin/${screen}`,
    label: text[screen],
  }));
  return <ScreenLinks label={text.label} links={links} />;
}
