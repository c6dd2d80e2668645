import { z } from 'zod';

/**
 * What a checkout asks for, per product. Teranga sells a few kinds of booking (a stay, a flight,
 * a tour, a flight + hotel package); each is one module on the server (src/server/products/) and
 * one on the client. Here is the part both sides read: how a product is asked for on the wire.
 *
 * The wire keeps spec 1's shape: `type` is flight, hotel or package, and two products share
 * 'package', told apart by their offer ids (tour_12, complete_<flight offer>). `productOfRequest`
 * is the one place that reads a request's product from them.
 */

/** How one product is asked for. */
export type ProductWire<Kind extends string = string> = {
  kind: Kind;
  /** The booking type it is sold under (spec 1's `type`). */
  type: string;
  /** Where products share a type: the offer ids that are this one's, and how to say them. */
  offer?: { pattern: RegExp; format: string };
  /** What it is: its offer or rate, dates, group (read by the terms and by the checkout). */
  fields: z.ZodRawShape;
  /** Who a checkout of it must name, beyond the lead traveller (its own check of the body). */
  checkTravellers?: (body: { passengers?: readonly unknown[] | undefined }) => TravellerIssue[];
};

export type TravellerIssue = { path: (string | number)[]; message: string };

/** A checkout body as its product's schema read it; each product narrows it to its own. */
export type ProductBody<Kind extends string = string> = {
  type: string;
  product: Kind;
  offerId?: string | undefined;
};

/** The product a request is for: by its type, and by its offer id where a type is shared. */
export function productOfRequest<W extends Pick<ProductWire, 'type' | 'offer'>>(
  wires: readonly W[],
  type: unknown,
  offerId: unknown,
): W | undefined {
  const sharing = wires.filter((wire) => wire.type === type);
  if (sharing.length <= 1) return sharing[0];
  const offer = typeof offerId === 'string' ? offerId.trim() : '';
  // An offer id of none of them: the first one checks it, and says every form it may take.
  return sharing.find((wire) => wire.offer?.pattern.test(offer)) ?? sharing[0];
}

/**
 * A checkout body's schema over a set of products: `type` is checked first, then the body by
 * the schema of the product it asks for, and the answer says which (`product`). `extra` are the
 * fields every product's body carries (the travellers, the amount); none for the terms.
 */
export function productBodySchema<W extends ProductWire, Extra extends z.ZodRawShape>(
  wires: readonly W[],
  extra: Extra,
  { travellers }: { travellers: boolean },
) {
  const types = [...new Set(wires.map((wire) => wire.type))];
  const schemas = new Map(
    wires.map((wire) => {
      const formats = wires
        .filter((other) => other.type === wire.type && other.offer)
        .map((other) => other.offer!.format);
      const offerId = wire.offer
        ? {
            offerId: z
              .string({ error: `is required for a ${wire.type} booking` })
              .trim()
              .min(1, `is required for a ${wire.type} booking`)
              .max(300, 'must be at most 300 characters')
              .regex(wire.offer.pattern, `must be ${formats.join(' or ')}`),
          }
        : {};
      const base = z.object({ ...wire.fields, ...offerId, ...extra });
      const schema =
        travellers && wire.checkTravellers
          ? base.superRefine((body, ctx) => {
              for (const issue of wire.checkTravellers!(body as { passengers?: unknown[] }))
                ctx.addIssue({ code: 'custom', ...issue });
            })
          : base;
      return [wire, schema] as const;
    }),
  );
  return z
    .looseObject({
      type: z.enum(types as [string, ...string[]], {
        error: `must be ${types.slice(0, -1).join(', ')} or ${types.at(-1)}`,
      }),
    })
    .transform((raw, ctx) => {
      const wire = productOfRequest(wires, raw.type, raw.offerId)!;
      const parsed = schemas.get(wire)!.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
        return z.NEVER;
      }
      return { ...parsed.data, type: raw.type, product: wire.kind as W['kind'] };
    }) as unknown as z.ZodType<ProductBody<W['kind']> & Record<string, unknown>, unknown>;
}
