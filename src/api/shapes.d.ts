/**
 * The modules of scripts/response-shapes.ts: `virtual:shapes/<file>` exports the shape of each zod schema
 * src/api/schemas/<file>.ts exports, under the schema's name (a misspelt name does not compile). A schema module
 * with zod schemas gets its line here; scripts/response-shapes.test.ts says which one is missing.
 */

declare module 'virtual:shapes/access' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/access.ts')>
  export = shapes
}

declare module 'virtual:shapes/address' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/address.ts')>
  export = shapes
}

declare module 'virtual:shapes/auth' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/auth.ts')>
  export = shapes
}

declare module 'virtual:shapes/auth-public' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/auth-public.ts')>
  export = shapes
}

declare module 'virtual:shapes/booking' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/booking.ts')>
  export = shapes
}

declare module 'virtual:shapes/car-contracts' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/car-contracts.ts')>
  export = shapes
}

declare module 'virtual:shapes/chart' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/chart.ts')>
  export = shapes
}

declare module 'virtual:shapes/content' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/content.ts')>
  export = shapes
}

declare module 'virtual:shapes/customers' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/customers.ts')>
  export = shapes
}

declare module 'virtual:shapes/fleet' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/fleet.ts')>
  export = shapes
}

declare module 'virtual:shapes/move' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/move.ts')>
  export = shapes
}

declare module 'virtual:shapes/people' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/people.ts')>
  export = shapes
}

declare module 'virtual:shapes/pickup' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/pickup.ts')>
  export = shapes
}

declare module 'virtual:shapes/routes' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/routes.ts')>
  export = shapes
}

declare module 'virtual:shapes/settings' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/settings.ts')>
  export = shapes
}

declare module 'virtual:shapes/shipping' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/shipping.ts')>
  export = shapes
}

declare module 'virtual:shapes/stats' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/stats.ts')>
  export = shapes
}

declare module 'virtual:shapes/ticket-reports' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/ticket-reports.ts')>
  export = shapes
}

declare module 'virtual:shapes/trips' {
  const shapes: import('./response-shape.ts').ShapesOf<typeof import('./schemas/trips.ts')>
  export = shapes
}
