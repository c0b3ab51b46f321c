import * as v from 'valibot';

/** Schema pieces the services share. */

/** A list that keeps the items that validate and drops the rest; a missing or null list reads as empty. */
export function listOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.optional(v.nullable(v.array(v.unknown())), []),
    v.transform((items) =>
      (items ?? []).flatMap((raw) => {
        const parsed = v.safeParse(item, raw);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  );
}
