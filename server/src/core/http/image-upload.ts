import type { RequestHandler } from "express";
import multer from "multer";
import { EDITORS, requireRole } from "../auth";
import { badInput } from "../errors";
import { imageTooLarge, MAX_UPLOAD_BYTES } from "../images/image-processing";
import { restContext } from "./rest";

/** Checks the caller may upload before a byte of the file is read. */
export const editorsOnly: RequestHandler = (_req, res, next) => {
  requireRole(restContext(res).user, EDITORS);
  next();
};

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

/** One file in the field `myfile`; multer's own errors become ours (413 for a file too large). */
export const oneFile: RequestHandler = (req, res, next) => {
  upload.single("myfile")(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      next(error.code === "LIMIT_FILE_SIZE" ? imageTooLarge() : badInput("myfile", `the upload is not one file in the field myfile (${error.message})`));
      return;
    }
    next(error);
  });
};
