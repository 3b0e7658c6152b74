/** Lines framed so they stand out among server logs; plain characters, so it survives any pipe. */
export function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => [...line].length));
  const pad = (line: string) => line + ' '.repeat(width - [...line].length);
  return [`╭${'─'.repeat(width + 2)}╮`, ...lines.map((line) => `│ ${pad(line)} │`), `╰${'─'.repeat(width + 2)}╯`].join('\n');
}
