import type { ImportReport } from './diff';

/** How much of a long value a line shows: enough to tell two descriptions apart. */
const SHOWN_CHARACTERS = 60;

/** A value as a reader can tell where it starts and ends: quoted when empty, padded, on several lines or holding the arrow. */
export function shownValue(value: string): string {
  const cut = value.length > SHOWN_CHARACTERS ? `${value.slice(0, SHOWN_CHARACTERS - 1)}…` : value;
  return cut === '' || cut !== cut.trim() || /[\n\r→"]/.test(cut) ? JSON.stringify(cut) : cut;
}

const more = (shown: number, total: number, what: string) => (total > shown ? [`  ... and ${total - shown} more ${what}`] : []);

/** The counts the last line gives: removed ones only when the import removes products. */
export function reportCounts(report: ImportReport, removes: boolean): string {
  return `${report.new} new, ${report.changed} changed, ${report.unchanged} unchanged${removes ? `, ${report.removed} removed` : ''}`;
}

/**
 * The report as the command prints it: the first new rows, each changed row with its line and
 * the fields it changes (before → after, as the file writes them), the removed SKUs, then the counts.
 */
export function describeReport(report: ImportReport, { removes }: { removes: boolean }): string[] {
  const lines: string[] = [];
  if (report.new) lines.push(`New ${report.new}:`, ...report.newRows.map((row) => `  line ${row.line}, ${row.sku}`), ...more(report.newRows.length, report.new, 'new rows'));
  if (report.changed) {
    lines.push(`Changed ${report.changed}:`);
    for (const row of report.changedRows) {
      lines.push(`  line ${row.line}, ${row.sku}`, ...row.changes.map((change) => `    ${change.column}: ${shownValue(change.old)} → ${shownValue(change.new)}`));
    }
    lines.push(...more(report.changedRows.length, report.changed, 'changed rows'));
  }
  if (removes && report.removed) {
    lines.push(`Removed ${report.removed}: ${report.removedSkus.join(', ')}${report.removed > report.removedSkus.length ? `, and ${report.removed - report.removedSkus.length} more` : ''}`);
  }
  return lines;
}
