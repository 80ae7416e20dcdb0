import { type FormEvent, useId, useRef, useState } from "react";
import { buttonClasses } from "~/ui/button";
import { formatBytes, formatOfFileName, IMPORT_LIMITS } from "../menu-format";
import type { ImportReport } from "../import-report";
import {
  type ClientProgress,
  progressText,
  progressValue,
  takeLines,
} from "../import-progress";

type Props = {
  storeId: number;
  storeQuery: string;
  serverReport: ImportReport | null;
};

/**
 * The upload form of /staff/menu. Without JavaScript it posts the file as a form and the page shows
 * the report. With it, the file is streamed to /staff/menu/import and the page shows how far the
 * upload and the import have got, then the report.
 */
export function MenuImportPanel({ storeId, storeQuery, serverReport }: Props) {
  const fileId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<ClientProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(serverReport);
  const [failure, setFailure] = useState<string | null>(null);
  const submitter = useRef<string>("dry-run");
  const busy = progress !== null && progress.phase !== "done";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    setFailure(null);
    if (!(file instanceof File) || !file.name)
      return setFailure("Choose a menu file (.csv or .json).");
    if (!formatOfFileName(file.name))
      return setFailure(`“${file.name}” is not a .csv or .json file.`);
    if (file.size > IMPORT_LIMITS.maxBytes) {
      return setFailure(
        `The file is ${formatBytes(file.size)}, over the ${formatBytes(IMPORT_LIMITS.maxBytes)} limit: split the menu into smaller files or leave out columns you do not use. Nothing was changed.`,
      );
    }
    const params = new URLSearchParams({
      store: String(storeId),
      name: file.name,
      mode: submitter.current,
    });
    if (data.get("allOrNothing") === "on") params.set("allOrNothing", "on");
    setReport(null);
    setProgress({ phase: "uploading", fraction: 0 });
    const xhr = new XMLHttpRequest();
    let buffer = "";
    let seen = 0;
    let finalReport: ImportReport | null = null;
    const read = () => {
      buffer += xhr.responseText.slice(seen);
      seen = xhr.responseText.length;
      const { values, rest } = takeLines(buffer);
      buffer = rest;
      for (const value of values) {
        const line = value as {
          type: string;
          phase?: ClientProgress["phase"];
          rows?: number;
          report?: ImportReport;
          message?: string;
        };
        if (line.type === "progress" && line.phase)
          setProgress({ phase: line.phase, rows: line.rows });
        else if (line.type === "report" && line.report)
          finalReport = line.report;
        else if (line.type === "error")
          setFailure(line.message ?? "The import failed.");
      }
    };
    xhr.open("POST", `/staff/menu/import?${params}`);
    xhr.setRequestHeader(
      "Content-Type",
      file.type || "application/octet-stream",
    );
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable)
        setProgress({ phase: "uploading", fraction: e.loaded / e.total });
    };
    xhr.onprogress = read;
    xhr.onload = () => {
      read();
      setProgress({ phase: "done" });
      if (finalReport) setReport(finalReport);
      else if (xhr.status === 403)
        setFailure("Only staff of this store can import its menu.");
      else
        setFailure(
          (f) =>
            f ??
            "The import failed on our side; nothing was changed. Try again in a minute.",
        );
    };
    xhr.onerror = () => {
      setProgress(null);
      setFailure(
        "The upload was cut off: check the connection and try again. Nothing was changed.",
      );
    };
    xhr.send(file);
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        method="post"
        encType="multipart/form-data"
        action={`/staff/menu${storeQuery}`}
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-6"
        aria-labelledby={`${fileId}-title`}
      >
        <h2
          id={`${fileId}-title`}
          className="font-display text-xl font-semibold text-ink"
        >
          Upload a menu file
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-semibold text-ink">
            Menu file (CSV or JSON)
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            required
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={hintId}
            className="min-h-11 w-full rounded-lg border border-line-strong bg-surface p-2 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
          />
          <p id={hintId} className="text-sm text-ink-muted">
            Up to {formatBytes(IMPORT_LIMITS.maxBytes)} and{" "}
            {IMPORT_LIMITS.maxRows.toLocaleString("en-US")} products. Products
            the file no longer lists are taken off the menu, not deleted.
          </p>
        </div>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="allOrNothing"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="font-semibold">All or nothing</span>: import
            nothing if any row is rejected.
          </span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="mode"
            value="dry-run"
            disabled={busy}
            onClick={() => (submitter.current = "dry-run")}
            className={buttonClasses("secondary")}
          >
            Dry run
          </button>
          <button
            type="submit"
            name="mode"
            value="import"
            disabled={busy}
            onClick={() => (submitter.current = "import")}
            className={buttonClasses("primary")}
          >
            Import
          </button>
        </div>
        {progress ? (
          <div className="flex flex-col gap-2">
            <progress
              value={progressValue(progress)}
              max={100}
              aria-label="Import progress"
              className="h-2 w-full accent-brand-700"
            />
            <p role="status" className="text-sm text-ink-muted">
              {progressText(progress)}
            </p>
          </div>
        ) : null}
        {failure ? (
          <p
            role="alert"
            className="rounded-lg bg-danger-tint px-4 py-3 font-medium text-danger"
          >
            {failure}
          </p>
        ) : null}
      </form>
      {report ? <ImportReportView report={report} /> : null}
    </div>
  );
}

const COUNT_LABELS: [keyof ImportReport, string][] = [
  ["rows", "Rows read"],
  ["added", "Added"],
  ["updated", "Updated"],
  ["unchanged", "Unchanged"],
  ["takenOff", "Taken off the menu"],
  ["rejected", "Rejected"],
  ["otherMenu", "For the other menu only"],
];

export function ImportReportView({ report }: { report: ImportReport }) {
  const headingId = useId();
  const good =
    report.status === "imported" ||
    report.status === "unchanged" ||
    report.status === "dry-run";
  const rejectedTitle = `Rejected rows${report.rejected > report.problems.length ? ` (the first ${report.problems.length} of ${report.rejected.toLocaleString("en-US")})` : ""}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-6"
    >
      <h2
        id={headingId}
        className="font-display text-xl font-semibold text-ink"
      >
        {report.dryRun ? "Dry run report" : "Import report"}
      </h2>
      <p
        role={good ? "status" : "alert"}
        className={
          good
            ? "rounded-lg bg-brand-50 px-4 py-3 text-brand-900"
            : "rounded-lg bg-danger-tint px-4 py-3 font-medium text-danger"
        }
      >
        {report.message}
      </p>
      {report.status !== "refused" ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key} className="rounded-lg bg-sunken px-3 py-2">
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {label}
              </dt>
              <dd className="tabular text-lg font-semibold text-ink">
                {Number(report[key]).toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {report.problems.length ? (
        <>
          {/* Phones: one card per problem; wider screens: the table. */}
          <div className="sm:hidden">
            <h3 className="mb-2 font-semibold text-ink">{rejectedTitle}</h3>
            <ul className="flex flex-col gap-2">
              {report.problems.map((p, i) => (
                <li
                  key={`${p.line}-${p.field}-${i}`}
                  className="rounded-lg border border-line p-3 text-sm"
                >
                  <p className="text-xs font-semibold text-ink-muted">
                    Line {p.line}
                    {p.sku ? ` · ${p.sku}` : ""} ·{" "}
                    <span className="font-mono">{p.field}</span>
                  </p>
                  <p className="mt-1 break-words text-ink">{p.message}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="hidden sm:block">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-ink">
                {rejectedTitle}
              </caption>
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Line
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    SKU
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Field
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.problems.map((p, i) => (
                  <tr
                    key={`${p.line}-${p.field}-${i}`}
                    className="border-b border-line align-top"
                  >
                    <td className="tabular py-2 pr-3">{p.line}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {p.sku ?? "—"}
                    </td>
                    <td className="py-2 pr-3 font-mono text-xs">{p.field}</td>
                    <td className="py-2">{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
