/**
 * Gallery items made through the API for end-to-end tests of the admin's gallery
 * screens: `photos` distinct JPEGs (p1.jpg...), each with the alt text "Photo number N"
 * and its number and the item's title drawn on it.
 */
import { expect, type Page } from "@playwright/test";
import { adminApiHeaders } from "./admin-browser.ts";
import { multipartBody } from "./multipart-body.ts";
import { photoJpeg } from "./test-images.ts";

const COLOURS = ["#ef4444", "#22c55e", "#3b82f6", "#eab308"];

export async function createGalleryItem(page: Page, title: string, photos: number): Promise<string> {
  const files = [];
  for (let i = 0; i < photos; i++) {
    files.push({
      field: "images",
      filename: `p${i + 1}.jpg`,
      contentType: "image/jpeg",
      // The title drawn on each photo: two items' photos are different files, as uploads would be.
      data: await photoJpeg({
        width: 640,
        height: 480,
        colors: [COLOURS[i % 4]!, "#111827"],
        label: `${i + 1} ${title.replace(/[^\w ]/g, "")}`,
      }),
    });
  }
  const alt = Array.from({ length: photos }, (_, i) => `Photo number ${i + 1}`);
  const { payload, headers } = multipartBody({ title, category: "education", alt }, files);
  const res = await page.request.post("/api/gallery", {
    headers: { ...headers, ...(await adminApiHeaders(page)) },
    data: payload,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

export const deleteGalleryItem = async (page: Page, id: string) =>
  page.request.delete(`/api/gallery/${id}`, { headers: await adminApiHeaders(page) });
