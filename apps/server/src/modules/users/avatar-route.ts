import type { FastifyInstance } from "fastify";
import type { AvatarService } from "./avatar-service.js";

// An avatar id is a random uuid that is never reused: the bytes behind a URL never change.
const AVATAR_CACHE = "public, max-age=31536000, immutable";

/** GET /user/avatar/<id> (spec §9: assets are served under /user/). */
export function registerAvatarRoute(app: FastifyInstance, avatars: AvatarService): void {
  app.get<{ Params: { avatarId: string } }>("/user/avatar/:avatarId", async (request, reply) => {
    const avatar = await avatars.find(request.params.avatarId);
    if (!avatar) return reply.callNotFound();
    return reply
      .header("content-type", avatar.mime)
      .header("cache-control", AVATAR_CACHE)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(avatar.data);
  });
}
