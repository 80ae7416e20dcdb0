/** How the leads pages show a time and a size (pure). */
export function formatLeadTime(iso: string, timeZone = 'America/Chicago'): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso))
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1_024) return `${bytes} B`
  if (bytes < 1_048_576) return `${(bytes / 1_024).toFixed(0)} KB`
  return `${(bytes / 1_048_576).toFixed(1)} MB`
}

const TYPE_LABELS: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'application/pdf': 'PDF' }
export function fileTypeLabel(contentType: string): string {
  return TYPE_LABELS[contentType] ?? 'File'
}
