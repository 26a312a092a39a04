/**
 * Generated from openapi/files.yaml by npm run gen:api. Do not edit.
 */

export interface paths {
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one or more files
         * @description spec 001 §2.4 submit sequence step 1, §2.5 required-document and payment-proof uploads, §7
         *     ("POST /files multipart, field file[], with progress"); contract F4 and §2.10. One part named
         *     `file[]` per file, with its original file name. The returned descriptors are passed through
         *     untouched (the client adds a `label`) to `uploadSoftExpert` and to the admin API's
         *     `POST /assigndocument/{requestId}`.
         */
        post: operations["uploadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploadsoftexpert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one stored file to the SoftExpert document manager
         * @description spec 001 §4 Submit sequence step 3 (only when the service's `send` equals 1), §7 (required-document
         *     record per file: documents, title, record_id, attribute, process_id, acronym, names,
         *     required_action_id, activity_id, new_request); contract F6, §2.10 step 5, §3.3 action 1, §3.4
         *     voucher. One call per file. Variants: new request (`title`, `record_id`, `attribute` and
         *     `acronym` from the admin API's create-request answer, `new_request: true`); required action and
         *     payment proof (`title "documento-<citizen_id>"`, `record_id` = request code,
         *     `attribute "NumeroSolicitud=<code>;DocumentoIdentidadSolicitante=<citizen_id>;TipoDocumentoPortal=Adjunto"`,
         *     `acronym` = direction acronym + "DE", `new_request: false`).
         */
        post: operations["uploadSoftExpert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the PDF documents of a company registration
         * @description spec 000 §2 Company registration, §3 Company files, §5 Company registration step 2, §7
         *     ("POST {hash} (multipart) | files | success, payload used as company_files"). Runs during
         *     registration, before `registerPortal` of the identity API, so there is no session yet: only the
         *     application key is required (the client still sends `Authorization: beater null`). The path is
         *     a single opaque segment whose value is configuration. One PDF part per document; the answer's
         *     `payload` is sent unchanged as `company_files`.
         */
        post: operations["uploadCompanyDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Envelope shared by the file-server answers. */
        Result: {
            success: boolean;
            /**
             * @description Spanish message from the server.
             * @example Documento enviado
             */
            msg?: string;
        };
        /** @description Body of a non-2xx answer (never refreshed by the client). */
        ErrorResponse: {
            /** @constant */
            success: false;
            msg: string;
        };
        /**
         * @description A stored file as returned by `uploadFiles` (contract F4, D4, §2.9). The client passes it through
         *     untouched, so unknown properties are kept.
         */
        FileDescriptor: {
            /**
             * @description File name without extension.
             * @example plano-de-ubicacion
             */
            name: string;
            /**
             * @description Extension or MIME subtype, e.g. `pdf`, `png`, `jpeg`, `vnd.ms-excel`.
             * @example pdf
             */
            extension: string;
            /**
             * @description MIME type.
             * @example application/pdf
             */
            type: string;
            /**
             * @description Storage route on the file server.
             * @example solicitudes/00112345673/plano-de-ubicacion.pdf
             */
            route: string;
            /**
             * @description Download URL.
             * @example /storage/solicitudes/00112345673/plano-de-ubicacion.pdf
             */
            url: string;
            /**
             * @description Size in MB.
             * @example 1.82
             */
            size_mb: number;
            /**
             * @description Storage date, "YYYY-MM-DD HH:mm:ss".
             * @example 2024-03-18 10:42:05
             */
            created_at?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A `FileDescriptor` with the label the client gives it (e.g. "<field label> <n>" or "Comprobante de pago"). */
        LabelledFileDescriptor: components["schemas"]["FileDescriptor"] & {
            /** @example Documento de accion requerida 1 */
            label: string;
        };
        /** @description Answer of `uploadFiles` (contract F4). */
        UploadFilesResponse: components["schemas"]["Result"] & {
            files?: components["schemas"]["FileDescriptor"][];
        };
        /** @description Body of `uploadSoftExpert` (contract F6; spec 001 §7). */
        UploadSoftExpertRequest: {
            /** @description The one file of this call. */
            documents: components["schemas"]["LabelledFileDescriptor"][];
            /**
             * @description Size of the file in MB.
             * @example 0.64
             */
            size_mb?: number;
            /** @example documento-00112345673 */
            title: string;
            /**
             * @description Request code.
             * @example DPP-2024-000123
             */
            record_id: string;
            /**
             * @description SoftExpert attribute string.
             * @example NumeroSolicitud=DPP-2024-000123;DocumentoIdentidadSolicitante=00112345673;TipoDocumentoPortal=Adjunto
             */
            attribute: string;
            /** @example 41 */
            process_id: number;
            /**
             * @description Direction acronym, plus "DE" for required actions and payment proofs.
             * @example DPPDE
             */
            acronym: string;
            /**
             * @description Labels of the files.
             * @example [
             *       "Documento de accion requerida 1"
             *     ]
             */
            names: string[];
            /** @example 7 */
            activity_id: number;
            /**
             * @description Required action being fulfilled (spec 001 §7), when any.
             * @example 15
             */
            required_action_id?: number | null;
            /**
             * @description true while creating a request, false for required actions and payment proofs.
             * @example false
             */
            new_request: boolean;
        };
        /**
         * @description Company documents stored on the file server (spec 000 §3 Company files), sent unchanged as
         *     `company_files` of the identity API's company registration. Each value is the stored file's route.
         */
        CompanyFiles: {
            /**
             * @description Commercial registry.
             * @example empresas/130123454/registro-mercantil.pdf
             */
            registromercant: string;
            /**
             * @description Notarised power of attorney, null when not given.
             * @example null
             */
            podernotarizado?: string | null;
            /**
             * @description Identity card of the authorised representative.
             * @example empresas/130123454/cedula-representante.pdf
             */
            cedulaperaut: string;
        };
        /** @description Answer of `uploadCompanyDocuments`. */
        CompanyFilesResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["CompanyFiles"];
        };
    };
    responses: {
        /** @description Missing or invalid token or application key. (An expired token is answered with HTTP 200 and the `TokenExpired` body instead.) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "msg": "No autorizado"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A file exceeds the size limit (120 MB by default). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "msg": "El peso limite por archivo es de 120mb"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing part, or a file type that is not allowed. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "msg": "Documento no permitido"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaResult = components['schemas']['Result'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaFileDescriptor = components['schemas']['FileDescriptor'];
export type SchemaLabelledFileDescriptor = components['schemas']['LabelledFileDescriptor'];
export type SchemaUploadFilesResponse = components['schemas']['UploadFilesResponse'];
export type SchemaUploadSoftExpertRequest = components['schemas']['UploadSoftExpertRequest'];
export type SchemaCompanyFiles = components['schemas']['CompanyFiles'];
export type SchemaCompanyFilesResponse = components['schemas']['CompanyFilesResponse'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnprocessableEntity = components['responses']['UnprocessableEntity'];
export type $defs = Record<string, never>;
export interface operations {
    uploadFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files, one part each. */
                    "file[]": string[];
                };
            };
        };
        responses: {
            /** @description Stored files, in the order of the parts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadFilesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    uploadSoftExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadSoftExpertRequest"];
            };
        };
        responses: {
            /** @description Hand-over result (ignored for new requests; read for payment proofs). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    uploadCompanyDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Opaque path segment of the company-documents upload endpoint (configuration, not shown by the spec).
                 * @example c0mp4ny-d0cs
                 */
                hash: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Commercial registry (required, PDF). */
                    registromercant: string;
                    /** @description Notarised power of attorney (optional, PDF). */
                    podernotarizado?: string;
                    /** @description Identity card of the authorised representative (required, PDF). */
                    cedulaperaut: string;
                };
            };
        };
        responses: {
            /** @description Stored documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyFilesResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
}
