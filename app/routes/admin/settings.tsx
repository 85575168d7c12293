/** /admin/settings, the Settings tab: the password change (nothing to load first). */
import { SettingsTab } from "~/components/admin/settings/settings-tab";

export default function Settings() {
  return <SettingsTab />;
}
