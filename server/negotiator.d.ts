// The part of negotiator's API the server uses (the package ships no types).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** Of `available`, the codings the request's Accept-Encoding takes (weight above 0), most wanted first. */
    encodings(available: string[]): string[];
  }
}
