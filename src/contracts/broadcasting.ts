import { z } from 'zod';
import { defineRoute } from './route';

/** A Pusher socket id (`123.456`), as the BFF and the upstream both check it. */
export const socketId = z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id is invalid.');

/**
 * Laravel's channel authoriser. pusher-js posts it form-encoded (socket_id, channel_name);
 * JSON works too. Only the caller's own `private-user.{id}` is signed; anything else is 403.
 */
export const broadcastingAuth = defineRoute({
  id: 'realtime.auth',
  method: 'POST',
  path: '/broadcasting/auth',
  auth: 'user',
  browser: false,
  body: z.object({
    socket_id: socketId,
    channel_name: z.string().min(1).max(200),
  }),
  response: z.object({ auth: z.string(), channel_data: z.string().optional() }),
  summary: "Signs a private-channel subscription (key:HMAC-SHA256) for the token's own user channel.",
});

/**
 * Laravel's user authenticator (Pusher "user authentication", `pusher:signin`): signs
 * `socket_id::user::user_data` for the token's own user, `user_data` being `{"id":"<user id>"}`.
 * A signed-in socket is one the upstream can close when the user's sessions are revoked.
 */
export const broadcastingUserAuth = defineRoute({
  id: 'realtime.user-auth',
  method: 'POST',
  path: '/broadcasting/user-auth',
  auth: 'user',
  browser: false,
  body: z.object({ socket_id: socketId }),
  response: z.object({ auth: z.string(), user_data: z.string() }),
  summary: "Signs a realtime connection's sign-in (pusher:signin) as the token's own user.",
});

export const broadcastingRoutes = [broadcastingAuth, broadcastingUserAuth];
