// What a generated client's calls covered, measured against the document itself: a field added to a
// DTO is in the document, so a program that does not send it (or never reads it filled) fails here.

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
/** One call of the generated client, as its recorder wrote it down. */
export interface Exchange {
  method: string;
  /** The document's path, with its {placeholders}. */
  path: string;
  status: number;
  sent?: unknown;
  received?: unknown;
}

const refName = (schema: Schema | undefined): string | undefined =>
  typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;

/** The component a value of this schema is (a $ref, a list of a $ref, a nullable allOf of one). */
function componentOf(schema: Schema | undefined): { name: string; list: boolean } | undefined {
  if (!schema) return undefined;
  const direct = refName(schema) ?? refName((schema.allOf as Schema[] | undefined)?.[0]);
  if (direct) return { name: direct, list: false };
  const item = schema.type === 'array' ? refName(schema.items as Schema) : undefined;
  return item ? { name: item, list: true } : undefined;
}

/** Every value seen per component, following nested components (a quotation's lines). */
function valuesByComponent(document: Document, roots: { schema?: Schema; value: unknown }[]): Map<string, unknown[]> {
  const seen = new Map<string, unknown[]>();
  const visit = (schema: Schema | undefined, value: unknown) => {
    const component = componentOf(schema);
    if (!component || value === null || value === undefined) return;
    const values = component.list && Array.isArray(value) ? value : [value];
    const properties = (document.components.schemas[component.name].properties ?? {}) as Record<string, Schema>;
    for (const item of values) {
      seen.set(component.name, [...(seen.get(component.name) ?? []), item]);
      for (const [field, property] of Object.entries(properties)) visit(property, (item as Schema)?.[field]);
    }
  };
  for (const root of roots) visit(root.schema, root.value);
  return seen;
}

const bodySchema = (operation: Operation) => operation.requestBody?.content?.['application/json']?.schema;
const answerSchema = (operation: Operation, status: number) =>
  operation.responses[String(status)]?.content?.['application/json']?.schema;

/** Per component, the fields never filled in any value, and (with `nulls`) the nullable ones never null. */
function holes(document: Document, seen: Map<string, unknown[]>, nulls: boolean, verb: string): string[] {
  return [...seen.entries()].flatMap(([name, values]) => {
    const properties = (document.components.schemas[name].properties ?? {}) as Record<string, Schema>;
    return Object.entries(properties).flatMap(([field, property]) => {
      const got = values.map((value) => (value as Schema)[field]);
      const filled = got.some((v) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0));
      const out = filled ? [] : [`${name}.${field} nunca ${verb} preenchido`];
      if (nulls && property.nullable && !got.includes(null)) out.push(`${name}.${field} nunca ${verb} null`);
      return out;
    });
  });
}

export interface Coverage {
  /** Operations in scope never called successfully (all but the file downloads: CSV, PDF). */
  notCalled: string[];
  /** Input fields never sent filled, nullable ones never sent as null. */
  notSent: string[];
  /** Answer fields never read filled (a nullable always null, a list always empty). */
  notRead: string[];
  /** The input components the calls reached. */
  inputs: string[];
}

export function coverage(document: Document, exchanges: Exchange[], inScope: RegExp): Coverage {
  const operations = Object.entries(document.paths)
    .filter(([path]) => inScope.test(path))
    .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
  const calls = (path: string, method: string) =>
    exchanges.filter((e) => e.path === path && e.method === method && e.status < 300);
  const answersJson = (operation: Operation) =>
    Object.entries(operation.responses).some(([status, r]) => /^2/.test(status) && r.content?.['application/json']);
  const notCalled = operations
    .filter(
      ({ path, method, operation }) => (method !== 'get' || answersJson(operation)) && !calls(path, method).length,
    )
    .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
  const sent = valuesByComponent(
    document,
    operations.flatMap(({ path, method, operation }) =>
      calls(path, method).map((e) => ({ schema: bodySchema(operation), value: e.sent })),
    ),
  );
  const read = valuesByComponent(
    document,
    operations.flatMap(({ path, method, operation }) =>
      calls(path, method).map((e) => ({ schema: answerSchema(operation, e.status), value: e.received })),
    ),
  );
  return {
    notCalled,
    notSent: holes(document, sent, true, 'enviado'),
    notRead: holes(document, read, false, 'lido'),
    inputs: [...sent.keys()].sort(),
  };
}

/** The differences between a body sent and the record read back, field by field (lists by position). */
export function roundTripDifferences(
  sent: unknown,
  read: unknown,
  at: string,
  options: { ignored: string[]; renamed: Record<string, string> },
): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(read) || read.length !== sent.length)
      return [`${at}: ${JSON.stringify(read)} no lugar da lista enviada`];
    return sent.flatMap((item, i) => roundTripDifferences(item, read[i], `${at}[${i}]`, options));
  }
  if (typeof sent === 'object' && sent !== null) {
    if (typeof read !== 'object' || read === null) return [`${at}: ${JSON.stringify(read)} no lugar de um objeto`];
    return Object.entries(sent).flatMap(([field, value]) => {
      if (options.ignored.includes(field)) return [];
      const back = options.renamed[field] ?? field;
      if (!(back in read)) return [`${at}.${field}: não volta na resposta`];
      return roundTripDifferences(value, (read as Schema)[back], `${at}.${field}`, options);
    });
  }
  return Object.is(sent, read) ? [] : [`${at}: enviado ${JSON.stringify(sent)}, lido ${JSON.stringify(read)}`];
}
