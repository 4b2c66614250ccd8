// Entry for tests and benchmarks: build the app without starting it (main.ts starts it).
export { buildApp } from "./app.js";
export type { AppOptions, AppServices } from "./app-types.js";
export { ConfigError, LOG_LEVELS, parseConfig, type LogLevel, type ServerConfig } from "./core/config.js";
export type { AppDatabase, DatabaseHandle, DatabaseKind } from "./db/database.js";
export { AppError } from "./core/app-error.js";
export { registerHandlers, type Handler, type HandlerContext, type HandlerMap } from "./core/handler-table.js";
export { checkToken, type Session, type SessionCheck, type SessionResolver } from "./core/session.js";
