import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brandIcons } from "./scripts/build/brand-icons.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), brandIcons()],
  resolve: { tsconfigPaths: true },
  build: { target: "es2022" },
});
