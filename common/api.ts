/**
 * The JSON envelope every API answer uses (DESIGN.md section 2). The one
 * exception is GET /api/gallery, which answers a plain array as the spec says.
 */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** Field name → message, for validation failures. */
  errors?: Record<string, string>;
  /** Quoted in the server log; given with unexpected (500) failures. */
  requestId?: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Prefix of every validation failure's message; the admin login looks for it (spec 8). */
export const VALIDATION_ERRORS = "Validation errors";
