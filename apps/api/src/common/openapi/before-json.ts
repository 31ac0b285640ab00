/**
 * A shared (JSON) DTO type as a response class holds it before serialisation: where the JSON has a
 * string, the class may hold a Date (sent as its ISO text). `class XDto implements BeforeJson<X>` keeps
 * a renamed or retyped field a compile error on both sides.
 */
export type BeforeJson<T> = { [K in keyof T]: T[K] extends string ? T[K] | Date : T[K] };
