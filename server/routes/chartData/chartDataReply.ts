/** Sends chart data results as the query context asks: JSON, one CSV file, or a ZIP of CSV files. */
import type { FastifyReply } from 'fastify';
import { toCsv } from '../../jobs/csv';
import { writeZip } from '../../jobs/zipArchive';
import type { QueryContextBody, QueryPayload } from '../../services/chartData/chartDataProcessor';

/** Epoch-ms cells of temporal columns as `YYYY-MM-DD HH:MM:SS`, as pandas writes datetimes. */
function csvOf(payload: QueryPayload): string {
  const colnames = (payload.colnames as string[] | undefined) ?? [];
  const coltypes = (payload.coltypes as number[] | undefined) ?? [];
  const temporal = new Set(colnames.filter((_, index) => coltypes[index] === 2));
  const rows = ((payload.data as Record<string, string | number | boolean | null>[] | undefined) ?? []).map((row) => {
    if (temporal.size === 0) return row;
    const copy = { ...row };
    for (const name of temporal) {
      const value = copy[name];
      if (typeof value === 'number')
        copy[name] = new Date(value)
          .toISOString()
          .replace('T', ' ')
          .replace(/\.000Z$|Z$/, '');
    }
    return copy;
  });
  return toCsv(colnames, rows);
}

/** Sends the results as the context asks: JSON, one CSV, or a ZIP of CSVs. */
export function sendChartData(
  reply: FastifyReply,
  body: QueryContextBody,
  results: QueryPayload[],
  filename = 'chart',
): FastifyReply {
  if (body.result_format !== 'csv') return reply.send({ result: results });
  if (results.length === 1) {
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}.csv"`)
      .send(csvOf(results[0]));
  }
  const zip = writeZip(results.map((result, index) => ({ name: `query_${index + 1}.csv`, content: csvOf(result) })));
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${filename}.zip"`)
    .send(zip);
}
