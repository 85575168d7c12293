/**
 * What the login page shows before anyone types (spec 2.24): whether the server
 * answers its health check (5-second timeout), and the generated default
 * credentials when the server offers them (only to a browser on its own machine
 * that opened the setup link from the start-up log, until the password changes).
 */
import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { adminText } from "~/content/admin/shell";
import { apiRequest } from "~/lib/api-client";

const text = adminText.login;
const HEALTH_TIMEOUT_MS = 5000;

export type ServerStatus = "checking" | "online" | "offline";
interface Credentials {
  username: string;
  password: string;
}

export async function checkServer(): Promise<boolean> {
  try {
    await apiRequest("/health", { timeoutMs: HEALTH_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

export function useLoginPageStatus() {
  const [server, setServer] = useState<ServerStatus>("checking");
  const [defaults, setDefaults] = useState<Credentials | null>(null);

  useEffect(() => {
    let cancelled = false;
    void checkServer().then((online) => {
      if (!cancelled) setServer(online ? "online" : "offline");
    });
    const setupToken = new URLSearchParams(window.location.search).get("setup");
    if (setupToken) {
      apiRequest<{ data: Credentials }>("/auth/default-credentials", { headers: { "X-Setup-Token": setupToken } })
        .then((answer) => {
          if (!cancelled) setDefaults(answer.data);
        })
        .catch(() => {
          // Not offered (changed password, another machine, an old link): nothing to show.
        });
    }
    return () => {
      cancelled = true;
    };
  }, []);

  return { server, setServer, defaults };
}

export function DefaultCredentials({ username, password }: Credentials) {
  return (
    <div className="mt-5 rounded-xl border border-saffron-200 bg-saffron-50 p-4 text-sm text-saffron-900">
      <p className="flex items-center gap-2 font-bold">
        <Icon name="key-round" className="size-4" />
        {text.defaultCredentialsHeading}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>{text.username}</dt>
        <dd className="font-mono font-semibold break-all" data-testid="default-username">
          {username}
        </dd>
        <dt>{text.password}</dt>
        <dd className="font-mono font-semibold break-all" data-testid="default-password">
          {password}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-saffron-800">{text.defaultCredentialsNote}</p>
    </div>
  );
}
