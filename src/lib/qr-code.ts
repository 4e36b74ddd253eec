/** Text as a QR image (data URL); the qrcode library is loaded only when a page needs one. */
export async function qrDataUrl(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { margin: 1, width: 200 });
}
