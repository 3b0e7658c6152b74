const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/**
 * Human size in 1024-based units from B to YB: "0 B", "2 MB", "1.5 GB".
 * Trailing zeros are dropped so whole sizes read as whole numbers.
 */
export function formatBytes(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** power;
  return `${parseFloat(value.toFixed(Math.max(0, decimals)))} ${UNITS[power]}`;
}
