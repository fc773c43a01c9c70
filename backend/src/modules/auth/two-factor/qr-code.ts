import QRCode from 'qrcode';

/** The otpauth:// URI as a QR code, a PNG `data:` URL an <img> shows (error correction M, as apps scan best). */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
