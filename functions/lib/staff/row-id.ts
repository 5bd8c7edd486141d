// The id in a console route's path (/admin/<things>/:id): anything but a positive whole number
// names no row, and is answered as an unknown one would be.
import type { IRequest } from "itty-router";
import { ApiError } from "../platform/errors.ts";

export function rowId(request: IRequest, noun: string): number {
  const id = Number(request.params["id"]);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError("not_found", `No ${noun} with this id.`);
  return id;
}
