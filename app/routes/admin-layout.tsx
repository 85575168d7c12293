/** The admin area's frame: the browser-side session, shared by every /admin screen. */
import { Outlet } from "react-router";
import { ConfirmProvider } from "~/components/ui/modal";
import { AdminSessionProvider } from "~/lib/admin-session";

export default function AdminLayout() {
  return (
    <AdminSessionProvider>
      <ConfirmProvider>
        <div className="min-h-dvh bg-slate-50">
          <Outlet />
        </div>
      </ConfirmProvider>
    </AdminSessionProvider>
  );
}
