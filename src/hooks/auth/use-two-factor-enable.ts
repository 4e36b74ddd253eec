import type { ResponseOf } from '@contracts/route';
import type { enableTwoFactor } from '@contracts/security';
import { request } from '@/lib/http';
import { useAuthMutation } from './use-auth-mutation';

export type TwoFactorSetup = ResponseOf<typeof enableTwoFactor>;

const send = () => request<TwoFactorSetup>('/api/user/2fa/enable', { method: 'POST' });

/** Starts setup: a secret and its otpauth URL; 2FA is on only after confirm. */
export function useTwoFactorEnable() {
  return useAuthMutation(send);
}

/** The otpauth URL as a QR image; the qrcode library is loaded only when someone sets up 2FA. */
export async function qrDataUrl(otpauthUrl: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 });
}
