export * from "./build.js";
