import type { createMetaService } from "./meta-service.ts";

const AUTHOR_NAME_KEY = "author_name";

/**
 * The name new posts show as their author (issue 23), kept with the installation's
 * other facts. Until the administrator sets one in Settings it is the organisation's
 * name: the sign-in name is a credential half and is never published.
 */
export function createAuthorName(meta: ReturnType<typeof createMetaService>, organisationName: string) {
  return {
    async get(): Promise<string> {
      return (await meta.get(AUTHOR_NAME_KEY)) ?? organisationName;
    },
    async set(name: string): Promise<string> {
      await meta.set(AUTHOR_NAME_KEY, name);
      return name;
    },
  };
}
