// randexp ships no types; the part of its API the OpenAPI examples use.
declare module 'randexp' {
  export default class RandExp {
    constructor(pattern: string | RegExp, flags?: string)
    /** Picks a number in [a, b]; replaced to make the output repeatable. */
    randInt: (a: number, b: number) => number
    /** The most repetitions `*` and `+` make. */
    max: number
    gen(): string
  }
}
