/**
 * The custom forms for the Forms tab, with their response counts, read from the
 * API (the dashboard's shared data holds the other lists).
 */
import { useCallback, useEffect, useState } from "react";
import { apiRequest, listOf } from "~/lib/api-client";
import type { EditableCustomForm } from "~/components/admin/forms/custom-form-draft";

export function useCustomForms() {
  const [forms, setForms] = useState<EditableCustomForm[]>([]);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [error, setError] = useState("");

  const reload = useCallback(async () => {
    try {
      setForms(listOf<EditableCustomForm>(await apiRequest("/custom-forms", { timeoutMs: 30_000 })));
      setState("ready");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setState("failed");
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { forms, state, error, reload };
}
