import type { RequestHandler } from "express";
// graphql-upload is ESM only; Node (20.19+) loads it from this CommonJS build with require().
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import graphqlUploadExpress from "graphql-upload/graphqlUploadExpress.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import createHttpError from "http-errors";
import { EDITORS, requireRole } from "../auth";
import type { ContextFactory } from "../context";
import { AppError } from "../errors";

export { GraphQLUpload, type FileUpload };

/** The headers of Apollo's CSRF prevention, one of which a multipart request must carry. */
const PREFLIGHT_HEADERS = ["x-apollo-operation-name", "apollo-require-preflight"];

/**
 * Multipart GraphQL requests (the GraphQL multipart request spec), one file of at most
 * `maxFileSize`. graphql-upload streams files to temporary disk before any resolver runs, so the
 * checks Apollo and the resolvers would make come first, without reading the body: the CSRF
 * preflight header (400, as Apollo answers), then an editor's token (401, 403), since only
 * editors' mutations take an Upload. Refusals answer in GraphQL's shape (graphqlErrorHandler).
 */
export function graphqlUploads(maxFileSize: number, createContext: ContextFactory): RequestHandler {
  const processUploads = graphqlUploadExpress({ maxFileSize, maxFiles: 1 });
  return async (req, res, next) => {
    // The same test graphql-upload makes: every request it would read is checked.
    if (!req.is("multipart/form-data")) return next();
    if (!PREFLIGHT_HEADERS.some((name) => req.get(name))) {
      throw createHttpError(400, `This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please provide a non-empty value for one of the following headers: ${PREFLIGHT_HEADERS.join(", ")}`);
    }
    const { user } = await createContext({ authorization: req.headers.authorization, clientAddress: req.ip });
    requireRole(user, EDITORS);
    processUploads(req, res, next);
  };
}

/** Reads an uploaded file into memory; a file over the limit is a 413. */
export async function readUpload(upload: Promise<FileUpload>, tooLarge: () => AppError): Promise<{ originalname: string; buffer: Buffer }> {
  const { createReadStream, filename } = await upload;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of createReadStream()) chunks.push(chunk as Buffer);
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw error;
  }
  return { originalname: filename, buffer: Buffer.concat(chunks) };
}
