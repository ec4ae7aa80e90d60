/**
 * Copies text to the clipboard. The async Clipboard API only exists in secure contexts,
 * and QA sometimes opens the harness over a LAN address on a phone, so fall back to the
 * old selection-based copy there.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or document not focused: try the fallback below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the only way to copy outside a secure context.
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}
