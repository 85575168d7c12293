/**
 * The data the admin dashboard shows, and the connection status (spec 4, 8):
 * "checking" until the health check, blogs, forms and gallery have all loaded
 * ("connected"), "offline" on failure or without a token. A network failure is
 * retried once after 5 seconds; a 429 is not retried; a 401 ends the session.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages as messages } from "#common/messages/admin";
import { useToast } from "~/components/ui/toast";
import { useAdminSession } from "~/lib/admin-session";
import { ApiError, apiRequest, isNetworkError, listOf, storedToken } from "~/lib/api-client";

export type ConnectionStatus = "checking" | "connected" | "offline";

export const RETRY_DELAY_MS = 5000;
/** Keys of the old, browser-only version of the admin area, removed on sync (spec 4). */
export const LEGACY_STORAGE_KEYS = [
  "blogs",
  "externalForms",
  "gallery",
  "galleryItems",
  "customForms",
  "forms",
  "adminData",
];

export interface AdminBlog {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  tags: string[];
  featured: boolean;
  image: string | null;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export interface AdminExternalForm {
  id: string;
  title: string;
  description: string;
  link: string;
  category: string;
  disabled: boolean;
  clicks: number;
  createdAt: string;
}

export interface AdminGalleryItem {
  id: string;
  title: string;
  description: string;
  location: string;
  date: string;
  category: string;
  image: string;
  thumbnail: string;
  type: "gallery" | "single";
  images: { url: string; thumbnail: string; original: string; width: number; height: number; alt: string }[];
  createdAt: string;
}

interface AdminData {
  status: ConnectionStatus;
  blogs: AdminBlog[];
  externalForms: AdminExternalForm[];
  gallery: AdminGalleryItem[];
  lastSyncedAt: Date | null;
  /** Reloads everything; resolves true when it worked. */
  refresh(): Promise<boolean>;
  /** Refresh with the manual-sync messages, clearing legacy local storage first. */
  fullSync(): Promise<void>;
}

const AdminDataContext = createContext<AdminData | null>(null);

export function useAdminData(): AdminData {
  const data = useContext(AdminDataContext);
  if (!data) throw new Error("useAdminData() must be used inside <AdminDataProvider>");
  return data;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function AdminDataProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useAdminSession();
  const [status, setStatus] = useState<ConnectionStatus>("checking");
  const [data, setData] = useState({
    blogs: [] as AdminBlog[],
    externalForms: [] as AdminExternalForm[],
    gallery: [] as AdminGalleryItem[],
  });
  const [lastSyncedAt, setLastSyncedAt] = useState<Date | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);

  const load = useCallback(
    async (attempt = 1, mode: "load" | "sync" = "load"): Promise<boolean> => {
      window.clearTimeout(retryTimer.current);
      if (!storedToken()) {
        setStatus("offline");
        toast.show(messages.adminData.authRequired, "error");
        navigate("/admin/login", { replace: true });
        return false;
      }
      setStatus("checking");
      try {
        await apiRequest("/health", { timeoutMs: 5000 });
        // The lists are public; /auth/me is what tells a revoked or expired session.
        const [, blogs, externalForms, gallery] = await Promise.all([
          apiRequest("/auth/me"),
          apiRequest("/blogs"),
          apiRequest("/external-forms"),
          apiRequest("/gallery"),
        ]);
        setData({
          blogs: listOf<AdminBlog>(blogs),
          externalForms: listOf<AdminExternalForm>(externalForms),
          gallery: listOf<AdminGalleryItem>(gallery),
        });
        setLastSyncedAt(new Date());
        setStatus("connected");
        return true;
      } catch (error) {
        setStatus("offline");
        const message = errorMessage(error);
        const status = error instanceof ApiError ? error.status : undefined;
        if (status === 401 || /no token|authorization denied/i.test(message)) {
          toast.show(messages.adminData.authFailed, "error");
          signOut();
          navigate("/admin/login", { replace: true });
        } else if (status === 429) {
          toast.show(messages.adminData.rateLimited, "error");
        } else if (isNetworkError(error) && attempt < 2) {
          toast.show(messages.adminData.retrying(attempt), "warning");
          return new Promise<boolean>((resolve) => {
            retryTimer.current = window.setTimeout(() => resolve(load(attempt + 1, mode)), RETRY_DELAY_MS);
          });
        } else {
          toast.show(mode === "sync" ? messages.sync.failed(message) : messages.adminData.failed(message), "error");
        }
        return false;
      }
    },
    [toast, navigate, signOut],
  );

  useEffect(() => {
    void load();
    return () => window.clearTimeout(retryTimer.current);
  }, [load]);

  const fullSync = useCallback(async () => {
    toast.show(messages.sync.starting);
    for (const key of LEGACY_STORAGE_KEYS) window.localStorage.removeItem(key);
    if (await load(1, "sync")) toast.show(messages.sync.done, "success");
  }, [load, toast]);

  const value = useMemo(
    () => ({ status, ...data, lastSyncedAt, refresh: () => load(), fullSync }),
    [status, data, lastSyncedAt, load, fullSync],
  );
  return <AdminDataContext.Provider value={value}>{children}</AdminDataContext.Provider>;
}
