import type { ImportReport } from './import-report'

/** A report as the command prints it: the sentence, the counts, then one line per rejected row. */
export function reportText(report: ImportReport): string {
  const lines = [report.message]
  if (report.status !== 'refused') {
    lines.push(
      `rows ${report.rows} · added ${report.added} · updated ${report.updated} · unchanged ${report.unchanged} · taken off ${report.takenOff} · rejected ${report.rejected}${report.otherMenu ? ` · other menu ${report.otherMenu}` : ''} · ${(report.durationMs / 1000).toFixed(1)} s`,
    )
  }
  for (const p of report.problems) lines.push(`line ${p.line}${p.sku ? ` (${p.sku})` : ''} · ${p.field}: ${p.message}`)
  if (report.rejected > report.problems.length) lines.push(`… and ${report.rejected - report.problems.length} more rejected rows`)
  return lines.join('\n')
}

/** The command's exit code: 0 imported or unchanged (or a clean dry run), 1 rows rejected, 2 the file refused. */
export function exitCodeOf(report: ImportReport): number {
  if (report.status === 'refused') return 2
  return report.rejected > 0 ? 1 : 0
}
