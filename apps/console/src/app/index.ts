export { App } from "./app";
