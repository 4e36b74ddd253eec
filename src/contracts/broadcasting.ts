import { z } from 'zod';
import { defineRoute } from './route';

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
    socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id is invalid.'),
    channel_name: z.string().min(1).max(200),
  }),
  response: z.object({ auth: z.string(), channel_data: z.string().optional() }),
  summary: "Signs a private-channel subscription (key:HMAC-SHA256) for the token's own user channel.",
});

export const broadcastingRoutes = [broadcastingAuth];
