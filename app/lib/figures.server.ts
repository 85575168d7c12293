/**
 * The staff's texts as visitors read them (server only): each `{name}` of a figure
 * replaced by the figure (common/content-model/figures.ts). Reading the figures
 * here makes every page that cites one follow a change of it (the response cache
 * drops the pages that read them).
 */
import type { AppLoadContext } from "react-router";
import { citeFigures } from "#common/content-model/figures";

export async function withFigures<T>(context: AppLoadContext, value: T): Promise<T> {
  return citeFigures(value, await context.services.figures.get());
}
