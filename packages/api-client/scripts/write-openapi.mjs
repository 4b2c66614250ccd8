// Regenerates docs/openapi.json from the registry (run after `pnpm build`).
import { writeFileSync } from "node:fs";
import { openApiText } from "../dist/openapi/index.js";

const target = new URL("../../../docs/openapi.json", import.meta.url);
writeFileSync(target, openApiText());
console.log(`wrote ${target.pathname}`);
