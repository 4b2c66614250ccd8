import { checkName, Code, USER_CONFIG_LIMITS, type ParsedRequestOf, type UserConfigType } from "@vms/api-client";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { AppError } from "../../core/app-error.js";
import { isUuid } from "../../core/ids.js";
import { parseLayoutValue, withoutDefault } from "./layout-value.js";
import type { UserConfigRepository } from "./user-config-repository.js";
import type { Caller } from "../../core/caller.js";

/** The caller's own configs (spec §3 "User config", §7 /user-configs/*, §8 20057-20064). */
export function createUserConfigService(repo: UserConfigRepository) {
  /** 20063 for text that is not JSON; layouts are checked in full. */
  function checkValue(configType: UserConfigType, value: string): { clearsDefault: boolean } {
    if (value.length > USER_CONFIG_LIMITS.valueMaxChars) throw new AppError(Code.LAYOUT_VALUE_TOO_LARGE);
    if (configType === "layouts") return { clearsDefault: parseLayoutValue(value).isDefault };
    try {
      JSON.parse(value);
    } catch {
      throw new AppError(Code.LAYOUT_VALUE_INVALID);
    }
    return { clearsDefault: false };
  }

  return {
    list: async (caller: Caller, configType: UserConfigType) => ({ list: await repo.list(caller.user.userId, configType) }),

    async put(caller: Caller, data: ParsedRequestOf<"/user-configs/put">) {
      const userId = caller.user.userId;
      const configName = data.configName.trim();
      if (checkName(configName, USER_CONFIG_LIMITS.nameMax)) throw new AppError(Code.LAYOUT_NAME_INVALID);
      const { clearsDefault } = checkValue(data.configType, data.configValue);
      let id: string | null = null;
      if (data.id !== undefined) {
        // Another user's config (or none) is simply missing: nothing tells whether it exists.
        const existing = isUuid(data.id) ? await repo.find(userId, data.id) : null;
        if (!existing || existing.configType !== data.configType) throw new AppError(Code.LAYOUT_MISSING);
        id = existing.id;
      } else if ((await repo.count(userId, data.configType)) >= USER_CONFIG_LIMITS.perType) {
        throw new AppError(Code.LAYOUT_COUNT_MAX);
      }
      try {
        return await repo.save(userId, { id, configType: data.configType, configName, configValue: data.configValue }, clearsDefault ? withoutDefault : undefined);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(Code.LAYOUT_NAME_EXISTS);
        throw err;
      }
    },

    async remove(caller: Caller, id: string) {
      const removed = isUuid(id) ? await repo.remove(caller.user.userId, id) : [];
      if (removed.length === 0) throw new AppError(Code.LAYOUT_MISSING);
      return removed;
    },
  };
}
