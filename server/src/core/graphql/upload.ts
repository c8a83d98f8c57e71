import type { RequestHandler } from "express";
// graphql-upload is ESM only; Node (20.19+) loads it from this CommonJS build with require().
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import graphqlUploadExpress from "graphql-upload/graphqlUploadExpress.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import { AppError } from "../errors";

export { GraphQLUpload, type FileUpload };

/** Multipart GraphQL requests (the GraphQL multipart request spec), one file of at most `maxFileSize`. */
export function graphqlUploads(maxFileSize: number): RequestHandler {
  return graphqlUploadExpress({ maxFileSize, maxFiles: 1 });
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
