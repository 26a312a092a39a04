/**
 * Generated from openapi/admin.yaml by npm run gen:api. Do not edit.
 */

export interface paths {
    "/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List directions (categories) with their services
         * @description Source: spec 000 §7 (GET /services, admin); contract C1.
         *     Answers a bare array of directions. The portal's fixed categories are 1 DPP, 2 Confotur,
         *     3 operating licences, 4 marketing (spec 000 §9); `type_id` 1 marks an information-only service
         *     that cannot be requested online.
         */
        get: operations["getServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{serviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one service with schedules, requirements, procedures and prices
         * @description Source: spec 001 §7 (GET /services/{id}); spec 001 §3 Service; contract C2.
         *     Bare object. A `success: false` body means the service could not be loaded (the portal then
         *     redirects to /public). `type.id` 1 opens `helper_link` instead of the request form.
         */
        get: operations["getService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/extras/{serviceId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of ratings and comments of a service
         * @description Source: spec 001 §7 (GET /services/extras/{id}/rating?page); spec 001 §3 Service comment; contract C3.
         *     Laravel-style page; the service detail page shows 'No hay comentarios para este servicio.' when empty.
         */
        get: operations["getServiceRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/extras/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate a resolved request's service
         * @description Source: spec 001 §7 (POST /services/extras/rating, and the "rating call (request_id, rating,
         *     comment)" listed with path not shown); spec 001 §2.5 'Calificación de servicio'; contract Q2.
         *     The path is the one the existing client uses. Rating 0 to 5 in half steps, default 3.
         *     Success shows 'Calificación enviada con exito'; failure 'Ha ocurrido un error'.
         */
        post: operations["rateService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public home-page counters
         * @description Source: spec 000 §7 (GET /statistics); spec 000 §3 statistics; contract C4.
         *     Bare object. The existing backend answers `requests` and `citizens`; `visits` is optional
         *     (spec 000 lists it; the existing client hard-codes a third metric).
         */
        get: operations["getStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/citizens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upsert the signed-in citizen's record in the admin backend
         * @description Source: spec 000 §7 (POST /citizens, admin API, after login); contract A3.
         *     Sent after every successful login with the current user's data; the answer is ignored.
         *     `created_date` is a PHP DateTime object (the existing client hard-codes it).
         */
        post: operations["postCitizen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Desk counters of a citizen
         * @description Source: spec 001 §7 (GET /statistics/{citizenId}); spec 001 §3 Metrics; contract D1.
         *     Bare object; the desk shows requests in process, completed, documents uploaded and rejected.
         *     Not cached (spec 001 §9).
         */
        get: operations["getCitizenStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/citizens/documentsPage/{citizenId}/{origin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of a citizen's personal (0) or institutional (1) documents
         * @description Source: spec 000 §7 and spec 001 §7 (GET /citizens/documentsPage/{citizenId}/{0 or 1}?page);
         *     spec 001 §3 Document; contract D4, D5.
         *     Also feeds the file picker's 'my documents' browser. Newest first.
         */
        get: operations["getCitizenDocumentsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications of a citizen
         * @description Source: spec 001 §7 (GET /notification/{citizenId}); spec 001 §2.2 and §3 Notification; contract D6.
         *     Bare `{ notifications: [...] }`; the badge shows the array length; empty text 'No hay notificaciones'.
         *     The request id key is literally `iD de solicitud` (with spaces).
         */
        get: operations["getNotifications"];
        put?: never;
        /**
         * Mark a notification as read
         * @description Source: spec 001 §7 (POST /notification/{citizenId} with the notification id); contract D7.
         *     Body `{ notification: notification_id }`; the answer is ignored and the list is fetched again.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/send/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the public contact form
         * @description Source: spec 000 §7 (POST /send/claim); spec 000 §2 Contact page; contract D8.
         *     `relation` carries the label text of the chosen option (1 'Portal de servicios',
         *     2 'Planificación y desarrollo (DPP)', 3 'Confotur', 4 'Empresas y servicios'), not its number.
         *     Any 2xx is success ('Mensaje enviado satisfactoriamente'); failure 'Ha ocurrido un error'.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/validate/{cedula}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a cédula (identity card)
         * @description Source: contract R4 (GET /validate/{cedula}, admin); spec 001 §5 ("Cedula is validated against
         *     the server on blur"); spec 000 §5 Step 1.
         *     Used on blur of the registration document (document type 1) and of expert-form Mask 0 fields.
         *     Valid only when both `success` and `exist` are truthy; otherwise 'Cédula no válida, introduzca
         *     otra cédula'.
         */
        get: operations["validateCedula"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/validate/{document}/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate an identity document of a given type
         * @description Source: spec 000 §7 (GET /validate/{document}/{documentType}, admin; answer exist, success);
         *     spec 000 §5 Citizen registration step 1.
         *     documentType 1 identity card, 2 passport. The registration treats an existing user as
         *     'Ya existe un usuario con este documento de identidad' and an invalid one as
         *     'Documento de identidad no válido'; the exact server rule is not shown.
         */
        get: operations["validateDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jce/validate/{cedula}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a cédula against the electoral board (JCE) registry
         * @description Source: spec 001 §7 Validators (GET /jce/validate/{cedula}); spec 001 §5 cédula validation.
         *     Answer shape not shown by the spec; modelled like the other cédula check (`success`, `exist`),
         *     further fields allowed. Network failure shows 'Ha ocurrido un error validando la cedula'.
         */
        get: operations["jceValidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consfotur/{code}/validation/prorroga-listados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a Confotur extension (prórroga) of listed projects
         * @description Source: spec 001 §7 Validators (GET /consfotur/{x}/validation/prorroga-listados); spec 001 §5
         *     (masks 14, 15, 16, 20, 21, 24, 25 validate on the server).
         *     Server-validated expert-form mask; which of masks 14, 15, 16 or 25 maps to this path is not
         *     shown. Failure shows the server message under 'Error en la validación'; any other failure
         *     'Ha ocurrido un error en la validación'.
         */
        get: operations["validateConsfoturProrrogaListados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confotur/listados/validate/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a Confotur listing code
         * @description Source: spec 001 §7 Validators (GET /confotur/listados/validate/{x}); spec 001 §5 server masks.
         *     Server-validated expert-form mask; which of masks 14, 15, 16 or 25 maps to this path is not shown.
         */
        get: operations["validateConfoturListados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/validate/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a DPP project code (mask 20)
         * @description Source: spec 001 §7 Validators (GET /dpp/validate/{x}?tipo); spec 001 §5; contract F9, §2.6 Mask 20.
         *     Mask 20 first needs an option selected in the field named by `MaskParam`
         *     ('Seleccione una opcion en el campo {label}'); `tipo` is that option's label
         *     (for example 'Definitiva' or 'Provisional').
         */
        get: operations["validateDpp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mimarena/validate/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate an environment ministry (MIMARENA) receipt number (mask 21)
         * @description Source: spec 001 §7 Validators (GET /mimarena/validate/{x}); spec 001 §5; contract F8, §2.6 Mask 21.
         *     `message` is shown when `success` is false.
         */
        get: operations["validateMimarena"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consfotur/clasificacion/reconsideracion/validate/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a Confotur classification for a reconsideration request
         * @description Source: spec 000 §7 (GET /consfotur/clasificacion/reconsideracion/validate/{id}; validation
         *     results, shape not shown); spec 001 §5 server masks.
         *     Which of masks 14, 15, 16 or 25 maps to this path is not shown.
         */
        get: operations["validateConsfoturClasificacionReconsideracion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confotur/clasificacion/{code}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a Confotur classification code
         * @description Source: spec 000 §7 (GET confotur/clasificacion/{id}/validate; shape not shown); spec 001 §5 server masks.
         *     Which of masks 14, 15, 16 or 25 maps to this path is not shown.
         */
        get: operations["validateConfoturClasificacion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/noobjecion/{code}/validation/prorroga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a DPP no-objection for an extension (mask 24)
         * @description Source: spec 000 §7 (GET /dpp/noobjecion/{id}/validation/prorroga, optional isForConfotur=true);
         *     spec 001 §5 (mask 24 needs a related option selected first; the chosen type CONFOTUR alters the check).
         *     The portal sends `isForConfotur=true` when the related option is CONFOTUR.
         */
        get: operations["validateDppNoObjecionProrroga"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/all/my/requests/without/company/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of the citizen's personal requests
         * @description Source: spec 001 §7 (GET /all/my/requests/without/company/{citizenId}?page&name&status&type=1);
         *     spec 001 §3 Request list item; contract D2 (item fields).
         *     Empty list text 'No se encontraron registros'. Stale time 60 s (spec 001 §9).
         */
        get: operations["getMyRequestsWithoutCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/all/my/requests/with/company/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of the citizen's company requests, or the companies/members for the filters
         * @description Source: spec 001 §7 (GET /all/my/requests/with/company/{citizenId}?page&name&docIdentification&companyId&status&type=1;
         *     with get_only_companies_details=true it returns payload.companies and payload.members).
         *     Without `get_only_companies_details` the answer is a request page; with it, an envelope whose
         *     payload feeds the company and applicant filters.
         */
        get: operations["getMyRequestsWithCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/by/company_id/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of a company's requests
         * @description Source: spec 001 §7 (GET /requests/by/company_id/{companyId}?page&name&docIdentification&status&type=1&citizen_id).
         *     Used by the company base role's single list with applicant and status filters.
         */
        get: operations["getCompanyRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/extras/service/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of a citizen's requests (existing client's desk list)
         * @deprecated
         * @description Source: contract D2. The existing client's desk list; spec 001 §7 replaces it with
         *     getMyRequestsWithoutCompany. Kept because the real backend serves it.
         */
        get: operations["getCitizenRequestsLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/extras/user/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page of a user's requests including company ones (unrouted legacy view)
         * @deprecated
         * @description Source: contract D3 (used only by the existing client's unrouted RequestedServiceList view).
         *     Items are as in the desk list plus `company`.
         */
        get: operations["getUserRequestsLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expertform/{expertformId}/get/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a service's expert (dynamic) form with the citizen's saved draft
         * @description Source: spec 001 §7 (GET /expertform/{expertformId}/get/{citizenId}); spec 001 §3 Expert form,
         *     Form field; contract F1, §2.1-§2.8.
         *     Bare object. `fields` is an array of groups; each `header` with subtype `h1` starts a step.
         *     `saved_fields` is `[]` or the draft; when its `data` is non-empty the portal offers to restore it.
         *     A backend may omit `formulary_data` and `saved_fields`.
         */
        get: operations["getExpertForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the request-form draft
         * @description Source: spec 001 §7 (POST /drafts with the draft payload); spec 001 §3 Draft, §4 Form flow
         *     ("A draft is saved each time a step is advanced"); contract F2, §2.8.
         *     Skipped when `data` is empty. The answer is ignored.
         */
        post: operations["saveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drafts of a citizen
         * @description Source: contract F3 (defined in the existing client, never called). The portal reads drafts
         *     through getExpertForm's `saved_fields`. Answer shape not shown: modelled as the list of the
         *     citizen's drafts.
         */
        get: operations["getDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (submit) a service request
         * @description Source: spec 001 §7 (POST /requests with req, form, documents, userInfo; response success,
         *     RequestID, code, title, attributes, acronym); spec 001 §4 Submit sequence step 2; contract F5, §2.8-§2.10.
         *     Fixed values: `payment_status` '1', `payment_method` '2', `cant` '1', `nacionsolic` 'Dominicano',
         *     `solicitudonline` 1. Files are uploaded to the file server first; `documents` carries their
         *     descriptors. Failure shows 'Ha ocurrido un error favor intentar mas tarde.'; success
         *     'Solicitud enviada satisfactoriamente.' and a redirect after 1 s to the request detail.
         */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assigndocument/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign uploaded documents to a request (new request or payment proof)
         * @description Source: spec 001 §7 (POST /assigndocument/{requestId}; and the "submit payment proof
         *     (required_action_id, voucher true, status true, documents) returning success and request_code"
         *     listed with path not shown); spec 001 §4 Submit sequence step 4; contract F7, §3.4.
         *     Two uses: after createRequest, `{ documents }` with every file descriptor; for a deposit or
         *     transfer voucher, `{ voucher: true, status: true, required_action_id, documents: [one file,
         *     label 'Comprobante de pago'] }`, whose answer also carries `request_code`
         *     ('Comprobante de pago enviado'). The path of the payment proof is the one the existing client
         *     uses. The embedded backend refuses a voucher with `{ success: false, msg }` when no payment is
         *     PENDIENTE, stores the file labelled 'Comprobante de pago' and sets payment_status GENERADO; the
         *     payment action stays pending until the officer validates the voucher. (The existing client's unused addRating also posted here with a citizen id by mistake,
         *     contract F10; it is not a rating endpoint.)
         */
        post: operations["assignDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Request detail with answers, required actions and payments
         * @description Source: spec 001 §7 (GET /requests/{id}?citizenId returns request, data, requiredActions,
         *     priceRequest, direction); spec 001 §3 Request detail response; contract Q1, §3.1.
         *     If `request` is missing the portal leaves the page. Note the camelCase query `citizenId`.
         */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a provisional request
         * @description Source: spec 001 §7 (POST /requests/delete with citizen_id, request_id); spec 001 §2.5 Details tab.
         *     Only the owner of a provisional request whose status_id is not 10; on success the portal goes to /app/myDesk.
         */
        post: operations["deleteRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/change/user/request/number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the owner (applicant) of a company request
         * @description Source: spec 000 §7 (POST /change/user/request/number, admin); spec 001 §7 (change request
         *     owner with request_code, new_citizen_id, company_id; responses carry success and msg);
         *     spec 001 §2.1 'Cambiar propietario'.
         *     The server `msg` is shown in an information or success dialog.
         */
        post: operations["changeRequestOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message (requested information) on a request
         * @description Source: spec 001 §7 (POST /comment; and the "send requested information (request_id, text,
         *     required_action_id)" listed with path not shown); spec 001 §2.5 Messages tab; contract Q6.
         *     The path is the one the existing client uses. Text at most 500 characters; allowed only when
         *     the current action is 3 and base status is 1. Success 'Información requerida enviada
         *     satisfactoriamente'; failure 'Ha ocurrido un error, contacte a soporte'.
         */
        post: operations["postComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assigndocumentsoftexpert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a required-document action (assign its documents in the document manager)
         * @description Source: spec 001 §7 (POST /assigndocumentsoftexpert; and the "submit required-action completion
         *     (documents, record_id, status true, required_action_id)" listed with path not shown);
         *     spec 001 §2.5 action 1 'Documento requerido'; contract Q7, §3.3.
         *     Sent after the files are uploaded and each per-file record is saved. The path is the one the
         *     existing client uses. Success 'Documento requerido enviada satisfactoriamente' and back to
         *     details after 500 ms; failure 'Ha ocurrido un error, contacte a soporte'.
         */
        post: operations["assignDocumentsSoftExpert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/action/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save one required-document record (one call per file)
         * @description Source: spec 001 §7 ("save a required-document record per file (documents, title, record_id,
         *     attribute, process_id, acronym, names, required_action_id, activity_id, new_request)", path
         *     not shown); contract Q8 (path defined by the existing client as sendRequiredAction, never called).
         *     The spec shows no path for this call; this project chose the contract's /requests/action/save
         *     for it. The existing client sends the same record to the file server's POST /uploadsoftexpert
         *     (contract F6, §3.3; see openapi/files.yaml), with `title` 'documento-<citizen_id>', `attribute`
         *     'NumeroSolicitud=<code>;DocumentoIdentidadSolicitante=<citizen_id>;TipoDocumentoPortal=Adjunto',
         *     `acronym` direction acronym + 'DE' and `new_request` false.
         */
        post: operations["saveRequiredDocumentRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claim reasons
         * @description Source: spec 001 §7 (GET /issues); spec 001 §3 Issue; contract Q3.
         *     Bare array; feeds the selector 'Seleccione el motivo de la queja'.
         */
        get: operations["getIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{requestCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claims of a request
         * @description Source: spec 001 §7 (GET /claims/{requestCode}, not cached); spec 001 §3 Claim; contract Q4.
         *     Keyed by the request `code`, not its id. Bare array; empty text 'No hay reclamaciones en esta solicitud'.
         *     The embedded backend answers `[]` for a code that is not one of the caller's requests (staff read any).
         */
        get: operations["getClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File a claim on a request
         * @description Source: spec 001 §7 (POST /claims with issue_id, citizen_id, service_id, request_code,
         *     citizen_name, description, company_id, company_name); spec 001 §2.5 'Nueva reclamación'; contract Q5.
         *     Success 'Reclamación creada con exito'; failure 'Ha ocurrido un error' (3 s).
         */
        post: operations["createClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/extras/updatePaymentInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the card-payment approval returned by the gateway
         * @description Source: spec 001 §7 (POST requests/extras/updatePaymentInfo with requestId, numAprobacion,
         *     idAutorizacionPortal, required_action_id; returns success); spec 001 §2.6, §4 Payment return; contract Q9, §3.5.
         *     The existing client writes the path without a leading slash; it resolves to this path.
         *     Called by the payment validation page; without approval parameters no call is made.
         *     The server must verify the approval with the gateway (contract §5 item 14). This project's
         *     embedded backend accepts only an approval number its simulated gateway issued for that request,
         *     with the same idAutorizacionPortal, for the amount due, not used before (and, when both name
         *     one, the same required action); it then records the payment in priceRequest, completes the
         *     payment action and sets payment_status PAGADO. A forged, replayed or altered approval answers
         *     200 `{ success: false, msg }` (Spanish); 404 when the request is not the caller's.
         */
        post: operations["updatePaymentInfo"];
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
        /**
         * @description Body of an HTTP 200 answer meaning "the token expired" (contract §0.2; spec 000 §4, spec 001 §4),
         *     as the identity API's `TokenExpired`. Declared on the 200 answer of every operation that needs a
         *     token and whose answer is not already an envelope that admits it; the client refreshes the
         *     token once and replays the call (src/api/middleware.ts), so no screen ever reads it.
         */
        TokenExpired: {
            /** @constant */
            success: false;
            /** @constant */
            msg: "El token ha expirado";
        };
        /** @description Generic answer `{ success, msg? }`; some operations' answers are ignored by the portal. */
        Ack: {
            success?: boolean;
            msg?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Error answer. The identity-style envelope carries `success` false and `msg`; Laravel validation carries `message` and `errors`. */
        ErrorBody: {
            success?: boolean;
            /** @description Message, or an object of field name to list of messages. */
            msg?: string | {
                [key: string]: string[];
            };
            message?: string;
            errors?: {
                [key: string]: string[];
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Field errors `{ success: false, msg: { error: { field: [messages] } } }` (createClaim 422). */
        FieldErrorsBody: {
            /** @constant */
            success: false;
            msg: {
                error: {
                    [key: string]: string[];
                };
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Laravel paging fields; the portal reads only `last_page` (and `data`). */
        Paging: {
            last_page: number;
            current_page?: number;
            per_page?: number;
            total?: number;
        };
        /** @description Service as listed inside a direction (spec 000 §3 Service; contract C1). */
        ServiceSummary: {
            id: number;
            name: string;
            description: string | null;
            /** @description Direction (category) id, 1 DPP, 2 Confotur, 3 licences, 4 marketing. */
            direction_id: number;
            /** @description 1 = information-only service (cannot be requested online). */
            type_id: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A direction (category) with its services (spec 000 §3 Service category; contract C1). */
        Direction: {
            id: number;
            name: string;
            description?: string | null;
            services: components["schemas"]["ServiceSummary"][];
        } & {
            [key: string]: unknown;
        };
        Schedule: {
            /** @description Day name, e.g. 'Lunes'. */
            day: string;
            /** @description Opening time 'HH:mm' or 'HH:mm:ss' (24 h). */
            init: string;
            /** @description Closing time 'HH:mm' or 'HH:mm:ss' (24 h). */
            finit: string;
        };
        Requirement: {
            name: string;
            description?: string | null;
            /** @description Optional download link of a template. */
            route?: string | null;
        };
        Procedure: {
            step: string;
        };
        /** @description Working-time duration shown as months/days/hours. */
        DeliveryTime: {
            id?: number;
            months?: number | null;
            days?: number | null;
            hours?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A tariff option (contract C2 variation). `price` is a decimal string in DOP, e.g. "7000.00". */
        Variation: {
            id: number;
            concept: string;
            description?: string | null;
            /** @description Amount in DOP as a decimal string. */
            price: string;
            coin?: string | null;
            time?: string | number | null;
            quantity?: number | string | null;
            required?: boolean | number | null;
            delivery_time?: components["schemas"]["DeliveryTime"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A tariff (spec 001 §2.4 'Tarifas del servicio'). */
        Price: {
            concept: string;
            description?: string | null;
            variations: components["schemas"]["Variation"][];
        } & {
            [key: string]: unknown;
        };
        Institution: {
            /** @description Collection-centre code sent to the payment gateway (codigoCentroRecaudacion). */
            recaudationCode?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A service (spec 001 §3 Service; contract C2). */
        Service: {
            /** @description Present as false when the service could not be loaded. */
            success?: boolean;
            id: number;
            name: string;
            description: string | null;
            rating?: number | null;
            type_id?: number;
            type?: {
                /** @description 1 = information-only service (opens helper_link). */
                id: number;
            } & {
                [key: string]: unknown;
            };
            helper_link?: string | null;
            schedules?: components["schemas"]["Schedule"][];
            requirements?: components["schemas"]["Requirement"][];
            procedures?: components["schemas"]["Procedure"][];
            prices?: components["schemas"]["Price"][];
            expertform_id?: number | null;
            process_id?: number | null;
            activity_id?: number | null;
            process_flow?: string | number | null;
            /** @description 1 = also push files to the external document manager (SoftExpert). */
            send?: number | null;
            /** @description String "true" when several documents are allowed. */
            multiple_document?: string | boolean | null;
            /** @description Gateway service code; card payment only when present. */
            sirit_code?: string | null;
            /** @description Non-zero enables 'DEPOSITO O TRANSFERENCIA'. */
            external_pay?: number | null;
            institution?: components["schemas"]["Institution"] | null;
            direction_id?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A rating with comment of a service (spec 001 §3 Service comment; contract C3). */
        ServiceComment: {
            citizen: {
                name: string;
                surname?: string | null;
            } & {
                [key: string]: unknown;
            };
            comment?: string | null;
            /** @description 'YYYY-MM-DD HH:mm:ss'. */
            created_at: string;
            rating: number;
        } & {
            [key: string]: unknown;
        };
        RatingPage: components["schemas"]["Paging"] & {
            data: components["schemas"]["ServiceComment"][];
        };
        /** @description Home counters (spec 000 §3 statistics; contract C4). */
        Statistics: {
            requests: number;
            citizens: number;
            visits?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Citizen record posted after login (contract A3). */
        CitizenRecord: {
            /** @description citizen_id. */
            id: string;
            /** Format: email */
            mail: string;
            name: string;
            /** @description first_last_name. */
            surname: string;
            /** @description second_last_name. */
            secsurname?: string | null;
            /** @description Digits only. */
            phone: string;
            /** @description Municipality name. */
            city: string | null;
            /** @description PHP DateTime serialisation. */
            created_date: {
                date: string;
                timezone_type: number;
                timezone: string;
            };
        };
        /** @description Desk counters (spec 001 §3 Metrics; contract D1). */
        CitizenMetrics: {
            reqsOpen: number;
            reqsComplete: number;
            documents: number;
            reqsRejected: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A citizen or institutional document (spec 000 §3 Document; contract D4). */
        Document: {
            id?: number;
            /** @description Name without extension. */
            name: string;
            /** @description e.g. pdf, png, jpeg, vnd.ms-excel, vnd.openxmlformats-officedocument.spreadsheetml.sheet. */
            extension: string;
            created_at: string;
            url: string;
            route?: string | null;
            /** @description Size in MB. */
            size_mb?: number | null;
        } & {
            [key: string]: unknown;
        };
        DocumentPage: components["schemas"]["Paging"] & {
            data: components["schemas"]["Document"][];
        };
        /** @description A notification (spec 001 §3 Notification; contract D6). The request id key contains spaces. */
        Notification: {
            notification_id: number;
            /** @description Title line. */
            Evento: string;
            /** @description Body line. */
            title: string;
            /** @description Optional request id; when present a click opens the request detail. */
            "iD de solicitud"?: number | string | null;
        } & {
            [key: string]: unknown;
        };
        NotificationList: {
            notifications: components["schemas"]["Notification"][];
        };
        MarkNotificationReadBody: {
            /** @description notification_id. */
            notification: number;
        };
        /** @description Contact form (spec 000 §2 Contact page; contract D8). */
        ContactMessage: {
            name: string;
            /** Format: email */
            mail: string;
            /** @description 10 digits. */
            phone: string;
            /** @description Label text of the chosen relation option. */
            relation: string;
            message: string;
        };
        /** @description Identity-document check; valid only when both flags are truthy. */
        CedulaValidation: {
            success: boolean;
            exist?: boolean;
            msg?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Server mask check (spec 001 §5); `message` is shown when success is false. */
        MaskValidationResult: {
            success: boolean;
            message?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Request status. ids 1-6 and 9 in process, 7 Completada, 8 rejected, 10 Cancelada; base_status_id 1 = open. */
        RequestStatus: {
            id: number;
            name: string;
            /** @description Colour key, info, success, warning or danger. */
            color?: string | null;
            base_status_id?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A request card (spec 001 §3 Request list item; contract D2, D3). */
        RequestListItem: {
            id: number;
            /** @description Shown only when not provisional. */
            code?: string | null;
            /** @enum {integer} */
            provisional?: 0 | 1;
            service: {
                name: string;
                user_rol_company?: string | number | null;
            } & {
                [key: string]: unknown;
            };
            status: components["schemas"]["RequestStatus"];
            /** @description Percentage. */
            progress?: number;
            created_at: string;
            user_rol_company?: string | number | null;
            company_id?: number | null;
            company_name?: string | null;
            /** @description Company of the request (legacy list D3 only). */
            company?: unknown;
            /** @description Applicant's citizen id. */
            doc_identification?: string | null;
            user_name?: string | null;
            user_first_last_name?: string | null;
            user_last_name?: string | null;
            /** @description Truthy when an action of the citizen is pending ('Esta solicitud requiere de tu acción para continuar.'). Exact type not shown. */
            request_actions?: unknown;
            solution?: string | null;
            /** @description Project name. */
            nmtramite?: string | null;
        } & {
            [key: string]: unknown;
        };
        RequestPage: components["schemas"]["Paging"] & {
            data: components["schemas"]["RequestListItem"][];
        };
        /** @description Company (spec 001 §3 Company). */
        CompanySummary: {
            id: number;
            company_name: string;
            company_rnc?: string | null;
            company_phone?: string | null;
            company_address?: string | null;
            company_url_web?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Company member or representative (spec 001 §3 Representative / member). */
        CompanyMember: {
            citizen_id: string;
            rol_id?: number | null;
            name?: string | null;
            first_last_name?: string | null;
            citizen?: string | null;
            phone?: string | null;
            email?: string | null;
            occupation?: string | null;
            rol_name?: string | null;
            /**
             * @description Company the membership belongs to (chosen: the specs do not show it; the desk's companies
             *     tab needs it to know the viewer's member role per company, and the company request list
             *     to offer each company's applicants).
             */
            company_id?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Answer of getMyRequestsWithCompany with get_only_companies_details=true. */
        CompaniesDetailsEnvelope: {
            success?: boolean;
            payload: {
                companies: components["schemas"]["CompanySummary"][];
                members: components["schemas"]["CompanyMember"][];
            } & {
                [key: string]: unknown;
            };
        };
        /** @description Option of a select, radio-group or checkbox-group (contract §2.2 `values`). */
        FieldOption: {
            label: string;
            value: string;
            /** @description Rule string "<a1>,<a2>:<f1>,<f2>" applied when chosen (contract §2.5); empty = none. */
            rule?: string | null;
            /** @description Value of the parent select (father_id) for which this option is offered. */
            father?: string | null;
            /** @description Rule applied when a checkbox option is unchecked. */
            ruleF?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Entry of a `rulesprice` field. */
        RulesPriceEntry: {
            /** @description Price variation id. */
            id: number;
            /** @description JSON string of [{ name, type, value }] initial values. */
            rules: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Expert-form field as received (spec 001 §3 Form field; contract §2.2). Recursive for grids.
         *     Only `type` is always present (a `rules` or `rulesprice` carrier may have no name or label).
         *     Unknown properties sent by the server are allowed.
         */
        FormField: {
            /** @enum {string} */
            type: "header" | "select" | "text" | "textarea" | "date" | "time" | "radio-group" | "checkbox-group" | "file" | "grid" | "rules" | "rulesprice";
            /** @description h1 on a header = step boundary; h2 = sub-title; 'text' on inputs. */
            subtype?: string;
            /** @description Unique key (fieldKey); target of rules; submitted as `key`. */
            name?: string;
            label?: string;
            /** @description Ordering string. */
            orden?: string;
            hidden?: boolean;
            enabled?: boolean;
            required?: boolean;
            /** @description Mask code (contract §2.6), e.g. "0" cédula, "1" RNC, "20" dpp; '' or null for none. */
            Mask?: string | null;
            /** @description false, or the name of the related field (mask 20, 24). */
            MaskParam?: false | string;
            /** @description Maximum length. */
            length?: number | null;
            values?: components["schemas"]["FieldOption"][];
            /** @description Name of the parent select whose value filters the options. */
            father_id?: string | null;
            /** @description Key sent as customLabel.key. */
            label_persist?: string | null;
            /** @description (grid) key under which the rows are submitted. */
            relationship?: string;
            /** @description (grid) sub-fields. */
            fields?: components["schemas"]["FormField"][];
            /** @description (file) required extension, e.g. pdf. */
            valid_exts?: string | null;
            /** @description (rules) JSON strings, each an array of { name, type, value }. */
            rules?: string[];
            /** @description (rulesprice) entries. */
            data?: components["schemas"]["RulesPriceEntry"][];
            placeholder?: string | null;
            multiline?: boolean | null;
            /** @description Not used by the client. */
            group?: string;
            /** @description Not used by the client. */
            entity?: string | null;
            /** @description Not used by the client. */
            data_portal?: boolean | null;
            /** @description Not used by the client. */
            select_portal_type?: string | null;
            /** @description Not used by the client. */
            father?: string | null;
            /** @description Not used by the client. */
            ruleIn?: string | null;
            /** @description Not used by the client. */
            ruleOut?: string | null;
            /** @description Lower-case duplicate; not used by the client. */
            mask?: string | null;
        } & {
            [key: string]: unknown;
        };
        FormularyData: {
            name?: string;
            institution_id?: number | null;
            /** @description Sent trimmed as req.form_version. */
            version: number | string;
        } & {
            [key: string]: unknown;
        };
        /** @description GET /expertform answer (contract F1, §2.1). */
        ExpertForm: {
            formulary_data?: components["schemas"]["FormularyData"];
            /** @description Groups of fields; each h1 header starts a step. */
            fields: components["schemas"]["FormField"][][];
            /** @description `[]` when there is no draft, else the draft. */
            saved_fields?: unknown[] | components["schemas"]["Draft"];
        } & {
            [key: string]: unknown;
        };
        CustomLabel: {
            /** @description The select's label_persist. */
            key: string | null;
            /** @description Chosen option label. */
            value: string;
        };
        /** @description Answer value; dates 'yyyy-MM-dd', times 'HH:mm'; checkbox-group sends [field label]. */
        AnswerValue: string | number | boolean | string[];
        /** @description One serialised form value (contract §2.9; spec 001 §3 request detail data). */
        FormAnswer: {
            key: string;
            value: components["schemas"]["AnswerValue"];
            labelValue?: string | null;
            customLabel?: components["schemas"]["CustomLabel"];
            /** @description Field type (header, select, text, textarea, date, time, radio-group, checkbox-group, checkbox, ...). */
            type: string;
            label: string;
            Mask?: components["schemas"]["AnswerMask"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The field's mask code (contract §2.6 MASK list: 0 cédula, 1 RNC, 2 teléfono, 3 celular, 12 decimal, ...)
         *     as the expert form sets it, kept on each submitted answer and grid cell by this portal (an additional
         *     property; the existing client does not send it) so the request detail can format the value as spec 001
         *     §5 Formatters say (cédula 3-7-1, phones 3-3-4, amounts with thousands separators and two decimals).
         *     Absent on answers stored by the existing client.
         */
        AnswerMask: string | null;
        GridCell: {
            key: string;
            value: components["schemas"]["AnswerValue"];
            labelValue?: string | null;
            customLabel?: components["schemas"]["CustomLabel"];
            type: string;
            MainLabel?: string;
            Mask?: components["schemas"]["AnswerMask"];
        } & {
            [key: string]: unknown;
        };
        /** @description Grid rows keyed by the grid's relationship; each row maps sub-field name to its cell. */
        GridAnswers: {
            [key: string]: {
                [key: string]: components["schemas"]["GridCell"];
            }[];
        };
        /**
         * @description Request-form draft (spec 001 §3 Draft; contract §2.8). `step` is the real step index, `fakeStep`
         *     the visible one. Drafts saved by the existing client may hold literal `false` items in `data`
         *     for hidden fields (contract §5 item 9).
         */
        Draft: {
            citizen_id?: string;
            service_id?: number | string;
            expertform_id?: number | string;
            data: (components["schemas"]["FormAnswer"] | false)[];
            grid: components["schemas"]["GridAnswers"];
            appliedRuleList: string[];
            fakeStep: number;
            step: number;
            variations: number[];
            /** @description Amount in DOP. */
            totalPayment: string | number;
        } & {
            [key: string]: unknown;
        };
        /** @description POST /drafts body; the draft plus its owner keys. */
        DraftSaveBody: components["schemas"]["Draft"] & {
            citizen_id: string;
            service_id: number | string;
            expertform_id: number | string;
        };
        /**
         * @description A file as returned by the file server's POST /files (passed through untouched; see
         *     openapi/files.yaml) or a reference to an existing document, plus the portal's `label`.
         */
        FileDescriptor: {
            name?: string;
            extension?: string;
            /** @description MIME type. */
            type?: string;
            route?: string;
            url?: string;
            /** @description Size in MB. */
            size_mb?: number;
            /** @description Portal label, e.g. "<field label> <n>" or 'Comprobante de pago'. */
            label?: string;
            /** @description True for a reused existing document. */
            isARoute?: boolean;
            indexInDocumentsArray?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description One entry of createRequest `documents` (contract §2.10 step 3). */
        DocumentAssignment: {
            documents: components["schemas"]["FileDescriptor"][];
            process_id?: number | null;
            names: string[];
            activity_id?: number | null;
            new_request: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description createRequest `req` (spec 001 §7; contract §2.10). */
        RequestHeader: {
            company_id?: number | string | null;
            company_name?: string | null;
            service_id: string | number;
            doc_identification: string;
            name_service: string;
            process_flow?: string | number | null;
            form_version: string;
            /** @description DOP. */
            payment_amount: number;
            /** @enum {string} */
            payment_status: "1";
            /** @enum {string} */
            payment_method: "2";
            /** @description DOP. */
            total: number;
            variations: number[];
            /** @enum {string} */
            cant: "1";
            idAutorizacionPortal: string;
        } & {
            [key: string]: unknown;
        };
        /** @description createRequest `userInfo` (contract §2.10). */
        ApplicantInfo: {
            provinciasolici?: string | null;
            municipiosolic?: string | null;
            sectorsolic?: string | null;
            /** @description 'HH:mm'. */
            horasolicitud: string;
            numdocsolicita: string;
            /** @enum {integer} */
            tipodocsolicita: 1;
            nombressolicita: string;
            apellidossolici: string;
            /** @description 'yyyy-MM-dd'. */
            fechasolicitud: string;
            direccsolic?: string | null;
            /** @enum {string} */
            nacionsolic: "Dominicano";
            celularsolic?: string | null;
            emailsolic?: string | null;
            /** @enum {integer} */
            solicitudonline: 1;
        } & {
            [key: string]: unknown;
        };
        /** @description POST /requests body (spec 001 §7; contract F5). */
        CreateRequestBody: {
            req: components["schemas"]["RequestHeader"];
            form: {
                citizen_record_id: string;
                expertform_id: number | string;
                data: components["schemas"]["FormAnswer"][];
                grid: components["schemas"]["GridAnswers"];
            } & {
                [key: string]: unknown;
            };
            documents: components["schemas"]["DocumentAssignment"][];
            userInfo: components["schemas"]["ApplicantInfo"];
        };
        /** @description POST /requests answer (contract F5). `RequestID` has a capital R and ID. */
        CreateRequestResponse: {
            success: boolean;
            RequestID?: number;
            code?: string;
            /** @description Document-manager title for the uploaded files. */
            title?: string;
            /** @description Document-manager attribute string. */
            attributes?: string;
            acronym?: string;
            msg?: string;
        } & {
            [key: string]: unknown;
        };
        AssignDocumentsBody: {
            documents: components["schemas"]["FileDescriptor"][];
            /** @description True for a payment proof. */
            voucher?: boolean;
            status?: boolean;
            /** @description Payment required action completed by the proof. */
            required_action_id?: number | null;
        } & {
            [key: string]: unknown;
        };
        AssignDocumentsResponse: {
            success: boolean;
            /** @description Returned for a payment proof. */
            request_code?: string;
            msg?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A message (spec 001 §3 Request comment). `text` is URI-encoded; user_id 2 = institution. */
        RequestComment: {
            id: number;
            text: string;
            user_id: number;
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A request document (spec 001 §3). origin_doc 0 uploaded by the citizen, 1 issued by the institution. */
        RequestDocument: {
            name: string;
            extension: string;
            created_at: string;
            url: string;
            /** @enum {integer} */
            origin_doc?: 0 | 1;
        } & {
            [key: string]: unknown;
        };
        /** @description A rating given to the request; shape not shown. */
        RequestRating: {
            rating?: number;
            comment?: string | null;
            created_at?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Payment state of the request. */
        RequestPayment: {
            /** @description Decimal string in DOP. */
            payment_amount?: string | null;
            /** @description PENDIENTE (methods offered) or GENERADO (under validation) (spec 001 §4). The spec names no word for a payment already made; this project's embedded backend answers PAGADO once a voucher is validated or a card approval is confirmed by updatePaymentInfo (the portal then offers no payment method and lists the payment in 'Mis pagos' from priceRequest). */
            payment_status?: string | null;
            /** @description Date of the last successful card payment (spelling as sent). */
            succesfullyPayment_date?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The service inside a request detail. */
        RequestDetailService: {
            id: number;
            name: string;
            external_pay?: number | null;
            sirit_code?: string | null;
            process_id?: number | null;
            activity_id?: number | null;
            send?: number | null;
            institution?: components["schemas"]["Institution"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The `request` object of the detail (spec 001 §3; contract §3.1). */
        RequestRecord: {
            id: number;
            code?: string | null;
            service_id: number;
            /** @enum {integer} */
            provisional: 0 | 1;
            created_at: string;
            /** @description Owner's citizen id. */
            doc_identification?: string | null;
            company_id?: number | null;
            company_name?: string | null;
            solution?: string | null;
            /** @description Empty when not yet rated. */
            rating?: components["schemas"]["RequestRating"][];
            comments?: components["schemas"]["RequestComment"][];
            /** @description Current required action type, 1 documents, 3 information, 5 or 7 payment. */
            request_actions_id?: number | null;
            /** @description Truthy when a required action is pending. Exact type not shown. */
            request_actions?: unknown;
            /** @description Required-action messages (may contain HTML). */
            messages?: ({
                message: string;
            } & {
                [key: string]: unknown;
            })[];
            request_document?: components["schemas"]["RequestDocument"][];
            approval_number?: string | null;
            idAutorizacionPortal?: string | null;
            activity?: ({
                activity_id?: number | null;
            } & {
                [key: string]: unknown;
            }) | null;
            status: components["schemas"]["RequestStatus"];
            payment?: components["schemas"]["RequestPayment"] | null;
            service?: components["schemas"]["RequestDetailService"];
        } & {
            [key: string]: unknown;
        };
        /** @description A required action (spec 001 §3). action_id 1 documents, 3 information, 5 and 7 payment. */
        RequiredAction: {
            id: number;
            action_id: number;
            activity_id?: number | null;
            message?: string | null;
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A payment made ('Mis pagos'; spec 001 §3 priceRequest). */
        PaymentRecord: {
            id: number;
            concept: string;
            /** @description ID de pago. */
            approval_number?: string | null;
            payment_method?: string | null;
            /** @description Decimal string. */
            price: string;
            coin?: string | null;
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        /** @description GET /requests/{id} answer (spec 001 §3 Request detail response; contract §3.1). */
        RequestDetail: {
            request: components["schemas"]["RequestRecord"];
            /** @description Form answers shown as label and value. */
            data: components["schemas"]["FormAnswer"][];
            requiredActions: components["schemas"]["RequiredAction"][];
            priceRequest: components["schemas"]["PaymentRecord"][];
            direction: {
                acronym: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        DeleteRequestBody: {
            citizen_id: string;
            request_id: number | string;
        };
        ChangeRequestOwnerBody: {
            request_code: string;
            new_citizen_id: string;
            company_id: number | string;
        };
        /** @description Rating payload (spec 001 §3 Rating payload; contract Q2). */
        RatingBody: {
            request_id: number | string;
            /** @default 3 */
            rating: number;
            comment?: string | null;
        };
        CommentBody: {
            request_id: number | string;
            text: string;
            /** @description The information required action (type 3) answered, when any. */
            required_action_id?: number | null;
        };
        RequiredActionCompletionBody: {
            documents: components["schemas"]["FileDescriptor"][];
            /** @description request.code. */
            record_id: string;
            /** @constant */
            status: true;
            required_action_id: number | string;
        } & {
            [key: string]: unknown;
        };
        RequiredDocumentRecordBody: {
            documents: components["schemas"]["FileDescriptor"][];
            /** @description Size in MB. */
            size_mb?: number;
            title: string;
            /** @description request.code. */
            record_id: string;
            attribute: string;
            process_id?: number | null;
            acronym?: string;
            names: string[];
            required_action_id: number | string;
            activity_id?: number | null;
            new_request: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Claim reason (spec 001 §3 Issue; contract Q3). */
        Issue: {
            id: number;
            content: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A claim (spec 001 §3 Claim; contract Q4). */
        Claim: {
            id: number;
            issue_id: number;
            description: string;
            company_name?: string | null;
            citizen_name?: string | null;
            /** @description 'YYYY-MM-DD HH:mm:ss'. */
            created_at: string;
            status: string;
            solution?: string | null;
        } & {
            [key: string]: unknown;
        };
        CreateClaimBody: {
            issue_id: number;
            citizen_id: string;
            service_id: number;
            request_code: string;
            /** @description First name only. */
            citizen_name: string;
            description: string;
            company_id?: number | null;
            company_name?: string | null;
        };
        UpdatePaymentInfoBody: {
            requestId: string | number;
            numAprobacion: string;
            idAutorizacionPortal: string;
            /** @description From the return URL query requiredActionID. */
            required_action_id?: string | number | null;
        };
    };
    responses: {
        /** @description Missing or invalid application key or token (HTTP error; never refreshed). Exact body not shown. */
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
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The resource does not exist. Exact body not shown. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "msg": "Recurso no encontrado"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body was rejected (Laravel validation). Exact body not shown. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Los datos proporcionados no son válidos.",
                 *       "errors": {
                 *         "request_id": [
                 *           "El campo request id es obligatorio."
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Validation result of a server-checked mask. */
        MaskValidationOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "El código indicado no corresponde a un proyecto aprobado."
                 *     }
                 */
                "application/json": components["schemas"]["MaskValidationResult"];
            };
        };
        /** @description One page of requests. */
        RequestPageOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "current_page": 1,
                 *       "last_page": 1,
                 *       "data": [
                 *         {
                 *           "id": 1520,
                 *           "code": "DPP-2022-000123",
                 *           "provisional": 0,
                 *           "service": {
                 *             "name": "No Objeción de Uso de Suelo para Proyecto Turístico"
                 *           },
                 *           "status": {
                 *             "id": 3,
                 *             "name": "En proceso",
                 *             "color": "info"
                 *           },
                 *           "progress": 40,
                 *           "created_at": "2022-03-14 10:15:00",
                 *           "user_rol_company": null,
                 *           "company_id": null,
                 *           "company_name": null,
                 *           "doc_identification": "00112345678",
                 *           "user_name": "María",
                 *           "user_first_last_name": "Rodríguez",
                 *           "user_last_name": "Peña",
                 *           "request_actions": 77,
                 *           "solution": null,
                 *           "nmtramite": "Hotel Playa Dorada"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RequestPage"] | components["schemas"]["TokenExpired"];
            };
        };
    };
    parameters: {
        /**
         * @description Citizen id (cédula 11 digits without dashes, or passport).
         * @example 00112345678
         */
        CitizenIdPath: string;
        /**
         * @description Service id.
         * @example 31
         */
        ServiceIdPath: number;
        /**
         * @description Request id (RequestID).
         * @example 1520
         */
        RequestIdPath: number;
        /**
         * @description Company id.
         * @example 4
         */
        CompanyIdPath: number;
        /**
         * @description Value typed in the masked expert-form field.
         * @example DPP-2021-0456
         */
        ValidatorCodePath: string;
        /**
         * @description 1-based page number (Laravel paging).
         * @example 1
         */
        PageQuery: number;
        /**
         * @description Free-text search, 'Nombre o número de solicitud' (empty string allowed).
         * @example Licencia
         */
        NameQuery: string;
        /**
         * @description List filter; 1 En proceso (status ids 1-6 and 9), 2 Finalizadas (status id 7) (spec 001 §4); 3 Rechazadas (status ids 8 and 10), the filter the existing client defines and comments out (contract §3.2), sent by this portal so that rejected and cancelled requests can be listed. Any other value lists every status.
         * @example 1
         */
        StatusFilterQuery: 1 | 2 | 3;
        /**
         * @description Constant 1 sent by every request list (contract §4.4).
         * @example 1
         */
        ListTypeQuery: 1;
        /**
         * @description Applicant filter (the applicant's citizen id); empty for all applicants.
         * @example 00112345678
         */
        DocIdentificationQuery: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaTokenExpired = components['schemas']['TokenExpired'];
export type SchemaAck = components['schemas']['Ack'];
export type SchemaErrorBody = components['schemas']['ErrorBody'];
export type SchemaFieldErrorsBody = components['schemas']['FieldErrorsBody'];
export type SchemaPaging = components['schemas']['Paging'];
export type SchemaServiceSummary = components['schemas']['ServiceSummary'];
export type SchemaDirection = components['schemas']['Direction'];
export type SchemaSchedule = components['schemas']['Schedule'];
export type SchemaRequirement = components['schemas']['Requirement'];
export type SchemaProcedure = components['schemas']['Procedure'];
export type SchemaDeliveryTime = components['schemas']['DeliveryTime'];
export type SchemaVariation = components['schemas']['Variation'];
export type SchemaPrice = components['schemas']['Price'];
export type SchemaInstitution = components['schemas']['Institution'];
export type SchemaService = components['schemas']['Service'];
export type SchemaServiceComment = components['schemas']['ServiceComment'];
export type SchemaRatingPage = components['schemas']['RatingPage'];
export type SchemaStatistics = components['schemas']['Statistics'];
export type SchemaCitizenRecord = components['schemas']['CitizenRecord'];
export type SchemaCitizenMetrics = components['schemas']['CitizenMetrics'];
export type SchemaDocument = components['schemas']['Document'];
export type SchemaDocumentPage = components['schemas']['DocumentPage'];
export type SchemaNotification = components['schemas']['Notification'];
export type SchemaNotificationList = components['schemas']['NotificationList'];
export type SchemaMarkNotificationReadBody = components['schemas']['MarkNotificationReadBody'];
export type SchemaContactMessage = components['schemas']['ContactMessage'];
export type SchemaCedulaValidation = components['schemas']['CedulaValidation'];
export type SchemaMaskValidationResult = components['schemas']['MaskValidationResult'];
export type SchemaRequestStatus = components['schemas']['RequestStatus'];
export type SchemaRequestListItem = components['schemas']['RequestListItem'];
export type SchemaRequestPage = components['schemas']['RequestPage'];
export type SchemaCompanySummary = components['schemas']['CompanySummary'];
export type SchemaCompanyMember = components['schemas']['CompanyMember'];
export type SchemaCompaniesDetailsEnvelope = components['schemas']['CompaniesDetailsEnvelope'];
export type SchemaFieldOption = components['schemas']['FieldOption'];
export type SchemaRulesPriceEntry = components['schemas']['RulesPriceEntry'];
export type SchemaFormField = components['schemas']['FormField'];
export type SchemaFormularyData = components['schemas']['FormularyData'];
export type SchemaExpertForm = components['schemas']['ExpertForm'];
export type SchemaCustomLabel = components['schemas']['CustomLabel'];
export type SchemaAnswerValue = components['schemas']['AnswerValue'];
export type SchemaFormAnswer = components['schemas']['FormAnswer'];
export type SchemaAnswerMask = components['schemas']['AnswerMask'];
export type SchemaGridCell = components['schemas']['GridCell'];
export type SchemaGridAnswers = components['schemas']['GridAnswers'];
export type SchemaDraft = components['schemas']['Draft'];
export type SchemaDraftSaveBody = components['schemas']['DraftSaveBody'];
export type SchemaFileDescriptor = components['schemas']['FileDescriptor'];
export type SchemaDocumentAssignment = components['schemas']['DocumentAssignment'];
export type SchemaRequestHeader = components['schemas']['RequestHeader'];
export type SchemaApplicantInfo = components['schemas']['ApplicantInfo'];
export type SchemaCreateRequestBody = components['schemas']['CreateRequestBody'];
export type SchemaCreateRequestResponse = components['schemas']['CreateRequestResponse'];
export type SchemaAssignDocumentsBody = components['schemas']['AssignDocumentsBody'];
export type SchemaAssignDocumentsResponse = components['schemas']['AssignDocumentsResponse'];
export type SchemaRequestComment = components['schemas']['RequestComment'];
export type SchemaRequestDocument = components['schemas']['RequestDocument'];
export type SchemaRequestRating = components['schemas']['RequestRating'];
export type SchemaRequestPayment = components['schemas']['RequestPayment'];
export type SchemaRequestDetailService = components['schemas']['RequestDetailService'];
export type SchemaRequestRecord = components['schemas']['RequestRecord'];
export type SchemaRequiredAction = components['schemas']['RequiredAction'];
export type SchemaPaymentRecord = components['schemas']['PaymentRecord'];
export type SchemaRequestDetail = components['schemas']['RequestDetail'];
export type SchemaDeleteRequestBody = components['schemas']['DeleteRequestBody'];
export type SchemaChangeRequestOwnerBody = components['schemas']['ChangeRequestOwnerBody'];
export type SchemaRatingBody = components['schemas']['RatingBody'];
export type SchemaCommentBody = components['schemas']['CommentBody'];
export type SchemaRequiredActionCompletionBody = components['schemas']['RequiredActionCompletionBody'];
export type SchemaRequiredDocumentRecordBody = components['schemas']['RequiredDocumentRecordBody'];
export type SchemaIssue = components['schemas']['Issue'];
export type SchemaClaim = components['schemas']['Claim'];
export type SchemaCreateClaimBody = components['schemas']['CreateClaimBody'];
export type SchemaUpdatePaymentInfoBody = components['schemas']['UpdatePaymentInfoBody'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseValidationError = components['responses']['ValidationError'];
export type ResponseMaskValidationOk = components['responses']['MaskValidationOk'];
export type ResponseRequestPageOk = components['responses']['RequestPageOk'];
export type ParameterCitizenIdPath = components['parameters']['CitizenIdPath'];
export type ParameterServiceIdPath = components['parameters']['ServiceIdPath'];
export type ParameterRequestIdPath = components['parameters']['RequestIdPath'];
export type ParameterCompanyIdPath = components['parameters']['CompanyIdPath'];
export type ParameterValidatorCodePath = components['parameters']['ValidatorCodePath'];
export type ParameterPageQuery = components['parameters']['PageQuery'];
export type ParameterNameQuery = components['parameters']['NameQuery'];
export type ParameterStatusFilterQuery = components['parameters']['StatusFilterQuery'];
export type ParameterListTypeQuery = components['parameters']['ListTypeQuery'];
export type ParameterDocIdentificationQuery = components['parameters']['DocIdentificationQuery'];
export type $defs = Record<string, never>;
export interface operations {
    getServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bare array of directions, each with its services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "Aprobación y Análisis de proyectos (DPP)",
                     *         "description": "Evaluación de anteproyectos y proyectos turísticos.",
                     *         "services": [
                     *           {
                     *             "id": 12,
                     *             "name": "No Objeción de Uso de Suelo para Proyecto Turístico",
                     *             "description": "Autorización previa para el uso de suelo con fines turísticos.",
                     *             "direction_id": 1,
                     *             "type_id": 2
                     *           }
                     *         ]
                     *       },
                     *       {
                     *         "id": 3,
                     *         "name": "Licencias de Operación",
                     *         "description": "Licencias para empresas y servicios turísticos.",
                     *         "services": [
                     *           {
                     *             "id": 31,
                     *             "name": "Licencia de Operación de Agencia de Viajes",
                     *             "description": "Permiso para operar una agencia de viajes en el territorio nacional.",
                     *             "direction_id": 3,
                     *             "type_id": 2
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Direction"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getService: {
        parameters: {
            query?: {
                /**
                 * @description Citizen id sent when the service is loaded for the request form (spec 001 §7 "with citizen id for the form"; contract §5 item 18). The backend may ignore it.
                 * @example 00112345678
                 */
                citizen_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Service id.
                 * @example 31
                 */
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 31,
                     *       "name": "Licencia de Operación de Agencia de Viajes",
                     *       "description": "Permiso para operar una agencia de viajes en el territorio nacional.",
                     *       "rating": 4.5,
                     *       "type_id": 2,
                     *       "type": {
                     *         "id": 2
                     *       },
                     *       "helper_link": null,
                     *       "schedules": [
                     *         {
                     *           "day": "Lunes",
                     *           "init": "08:00:00",
                     *           "finit": "16:00:00"
                     *         }
                     *       ],
                     *       "requirements": [
                     *         {
                     *           "name": "Registro Mercantil vigente",
                     *           "description": "Copia del certificado de Registro Mercantil.",
                     *           "route": null
                     *         }
                     *       ],
                     *       "procedures": [
                     *         {
                     *           "step": "Completar el formulario de solicitud en línea."
                     *         },
                     *         {
                     *           "step": "Realizar el pago del servicio."
                     *         }
                     *       ],
                     *       "prices": [
                     *         {
                     *           "concept": "Licencia de operación",
                     *           "description": "Tarifa por tipo de agencia",
                     *           "variations": [
                     *             {
                     *               "id": 13,
                     *               "concept": "Agencia de viajes minorista",
                     *               "description": "Licencia anual",
                     *               "price": "7000.00",
                     *               "coin": "DOP",
                     *               "time": null,
                     *               "quantity": 1,
                     *               "required": true,
                     *               "delivery_time": {
                     *                 "id": 4,
                     *                 "months": 0,
                     *                 "days": 15,
                     *                 "hours": 0
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "expertform_id": 7,
                     *       "process_id": 1045,
                     *       "activity_id": 2,
                     *       "process_flow": "1",
                     *       "send": 1,
                     *       "multiple_document": "true",
                     *       "sirit_code": "0512",
                     *       "external_pay": 1,
                     *       "institution": {
                     *         "recaudationCode": "0074"
                     *       },
                     *       "direction_id": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Service"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getServiceRatings: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Service id.
                 * @example 31
                 */
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ratings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "current_page": 1,
                     *       "last_page": 3,
                     *       "data": [
                     *         {
                     *           "citizen": {
                     *             "name": "María",
                     *             "surname": "Rodríguez"
                     *           },
                     *           "comment": "Excelente servicio, muy rápido.",
                     *           "created_at": "2022-01-31 10:00:00",
                     *           "rating": 4.5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RatingPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    rateService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "request_id": "1520",
                 *       "rating": 4.5,
                 *       "comment": "Me atendieron con rapidez y claridad."
                 *     }
                 */
                "application/json": components["schemas"]["RatingBody"];
            };
        };
        responses: {
            /** @description Rating stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "msg": "Calificación registrada"
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
        };
    };
    getStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "requests": 15234,
                     *       "citizens": 8450,
                     *       "visits": 120312
                     *     }
                     */
                    "application/json": components["schemas"]["Statistics"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    postCitizen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "00112345678",
                 *       "mail": "maria.rodriguez@correo.do",
                 *       "name": "María",
                 *       "surname": "Rodríguez",
                 *       "secsurname": "Peña",
                 *       "phone": "8095551234",
                 *       "city": "Santo Domingo Este",
                 *       "created_date": {
                 *         "date": "2019-05-15 04:54:47.000000",
                 *         "timezone_type": 3,
                 *         "timezone": "UTC"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CitizenRecord"];
            };
        };
        responses: {
            /** @description Answer ignored by the portal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
        };
    };
    getCitizenStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reqsOpen": 3,
                     *       "reqsComplete": 5,
                     *       "documents": 12,
                     *       "reqsRejected": 1
                     *     }
                     */
                    "application/json": components["schemas"]["CitizenMetrics"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCitizenDocumentsPage: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
                /**
                 * @description 0 personal documents (uploaded by the citizen), 1 institutional documents (issued by the ministry).
                 * @example 0
                 */
                origin: 0 | 1;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "current_page": 1,
                     *       "last_page": 2,
                     *       "data": [
                     *         {
                     *           "id": 88,
                     *           "name": "Registro Mercantil",
                     *           "extension": "pdf",
                     *           "created_at": "2022-03-14 09:21:05",
                     *           "url": "/api/files/storage/documentos/registro-mercantil.pdf",
                     *           "route": "documentos/registro-mercantil.pdf",
                     *           "size_mb": 0.84
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentPage"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "notifications": [
                     *         {
                     *           "notification_id": 501,
                     *           "Evento": "Solicitud actualizada",
                     *           "title": "Su solicitud DPP-2022-000123 requiere un documento.",
                     *           "iD de solicitud": 1520
                     *         },
                     *         {
                     *           "notification_id": 502,
                     *           "Evento": "Bienvenido",
                     *           "title": "Gracias por registrarse en el portal de servicios."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationList"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notification": 501
                 *     }
                 */
                "application/json": components["schemas"]["MarkNotificationReadBody"];
            };
        };
        responses: {
            /** @description Answer ignored by the portal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The body has no integer `notification` (chosen, as the embedded backend answers). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "msg": "El campo notification es requerido"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Juan Pérez",
                 *       "mail": "juan.perez@correo.do",
                 *       "phone": "8295557788",
                 *       "relation": "Confotur",
                 *       "message": "Quisiera saber el estado de la clasificación de mi proyecto."
                 *     }
                 */
                "application/json": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            /** @description Message accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
        };
    };
    validateCedula: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Cédula digits (11, no dashes).
                 * @example 00112345678
                 */
                cedula: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Validation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "exist": true
                     *     }
                     */
                    "application/json": components["schemas"]["CedulaValidation"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    validateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Document number without dashes (cédula 11 digits; passport 6 to 15 characters).
                 * @example 00112345678
                 */
                document: string;
                /**
                 * @description 1 cédula, 2 pasaporte (spec 000 §3).
                 * @example 1
                 */
                documentType: 1 | 2;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Validation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "exist": false
                     *     }
                     */
                    "application/json": components["schemas"]["CedulaValidation"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    jceValidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Cédula digits (11, no dashes).
                 * @example 00112345678
                 */
                cedula: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Validation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "exist": true
                     *     }
                     */
                    "application/json": components["schemas"]["CedulaValidation"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    validateConsfoturProrrogaListados: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    validateConfoturListados: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    validateDpp: {
        parameters: {
            query: {
                /**
                 * @description Label of the option selected in the related field (MaskParam).
                 * @example Definitiva
                 */
                tipo: string;
            };
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    validateMimarena: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    validateConsfoturClasificacionReconsideracion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    validateConfoturClasificacion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    validateDppNoObjecionProrroga: {
        parameters: {
            query?: {
                /**
                 * @description `true` when the related option chosen is CONFOTUR; omitted otherwise.
                 * @example true
                 */
                isForConfotur?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description Value typed in the masked expert-form field.
                 * @example DPP-2021-0456
                 */
                code: components["parameters"]["ValidatorCodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MaskValidationOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyRequestsWithoutCompany: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, 'Nombre o número de solicitud' (empty string allowed).
                 * @example Licencia
                 */
                name?: components["parameters"]["NameQuery"];
                /**
                 * @description List filter; 1 En proceso (status ids 1-6 and 9), 2 Finalizadas (status id 7) (spec 001 §4); 3 Rechazadas (status ids 8 and 10), the filter the existing client defines and comments out (contract §3.2), sent by this portal so that rejected and cancelled requests can be listed. Any other value lists every status.
                 * @example 1
                 */
                status?: components["parameters"]["StatusFilterQuery"];
                /**
                 * @description Constant 1 sent by every request list (contract §4.4).
                 * @example 1
                 */
                type?: components["parameters"]["ListTypeQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RequestPageOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyRequestsWithCompany: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, 'Nombre o número de solicitud' (empty string allowed).
                 * @example Licencia
                 */
                name?: components["parameters"]["NameQuery"];
                /**
                 * @description Applicant filter (the applicant's citizen id); empty for all applicants.
                 * @example 00112345678
                 */
                docIdentification?: components["parameters"]["DocIdentificationQuery"];
                /**
                 * @description Company filter (company id); empty for all companies.
                 * @example 4
                 */
                companyId?: number | string;
                /**
                 * @description List filter; 1 En proceso (status ids 1-6 and 9), 2 Finalizadas (status id 7) (spec 001 §4); 3 Rechazadas (status ids 8 and 10), the filter the existing client defines and comments out (contract §3.2), sent by this portal so that rejected and cancelled requests can be listed. Any other value lists every status.
                 * @example 1
                 */
                status?: components["parameters"]["StatusFilterQuery"];
                /**
                 * @description Constant 1 sent by every request list (contract §4.4).
                 * @example 1
                 */
                type?: components["parameters"]["ListTypeQuery"];
                /**
                 * @description When true, answer only the companies and members used by the filters.
                 * @example true
                 */
                get_only_companies_details?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A request page, or the companies/members envelope when get_only_companies_details=true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "payload": {
                     *         "companies": [
                     *           {
                     *             "id": 4,
                     *             "company_name": "Inversiones Turísticas del Este SRL",
                     *             "company_rnc": "130123456"
                     *           }
                     *         ],
                     *         "members": [
                     *           {
                     *             "citizen_id": "00112345678",
                     *             "name": "María",
                     *             "first_last_name": "Rodríguez",
                     *             "rol_name": "Responsable"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RequestPage"] | components["schemas"]["CompaniesDetailsEnvelope"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCompanyRequests: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, 'Nombre o número de solicitud' (empty string allowed).
                 * @example Licencia
                 */
                name?: components["parameters"]["NameQuery"];
                /**
                 * @description Applicant filter (the applicant's citizen id); empty for all applicants.
                 * @example 00112345678
                 */
                docIdentification?: components["parameters"]["DocIdentificationQuery"];
                /**
                 * @description List filter; 1 En proceso (status ids 1-6 and 9), 2 Finalizadas (status id 7) (spec 001 §4); 3 Rechazadas (status ids 8 and 10), the filter the existing client defines and comments out (contract §3.2), sent by this portal so that rejected and cancelled requests can be listed. Any other value lists every status.
                 * @example 1
                 */
                status?: components["parameters"]["StatusFilterQuery"];
                /**
                 * @description Constant 1 sent by every request list (contract §4.4).
                 * @example 1
                 */
                type?: components["parameters"]["ListTypeQuery"];
                /**
                 * @description Citizen id of the viewer.
                 * @example 00112345678
                 */
                citizen_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Company id.
                 * @example 4
                 */
                companyId: components["parameters"]["CompanyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RequestPageOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCitizenRequestsLegacy: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, 'Nombre o número de solicitud' (empty string allowed).
                 * @example Licencia
                 */
                name?: components["parameters"]["NameQuery"];
                /**
                 * @description List filter; 1 En proceso (status ids 1-6 and 9), 2 Finalizadas (status id 7) (spec 001 §4); 3 Rechazadas (status ids 8 and 10), the filter the existing client defines and comments out (contract §3.2), sent by this portal so that rejected and cancelled requests can be listed. Any other value lists every status.
                 * @example 1
                 */
                status?: components["parameters"]["StatusFilterQuery"];
                /**
                 * @description Constant 1 sent by every request list (contract §4.4).
                 * @example 1
                 */
                type?: components["parameters"]["ListTypeQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RequestPageOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getUserRequestsLegacy: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number (Laravel paging).
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Status filter value as sent by the legacy view.
                 * @example 1
                 */
                status?: number;
                /**
                 * @description Constant 1 sent by every request list (contract §4.4).
                 * @example 1
                 */
                type?: components["parameters"]["ListTypeQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RequestPageOk"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getExpertForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The service's `expertform_id`.
                 * @example 7
                 */
                expertformId: number;
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expert form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "formulary_data": {
                     *         "name": "mitur01",
                     *         "institution_id": 10,
                     *         "version": 7
                     *       },
                     *       "fields": [
                     *         [
                     *           {
                     *             "type": "header",
                     *             "subtype": "h1",
                     *             "label": "Datos de Solicitud",
                     *             "name": "grp01",
                     *             "hidden": false,
                     *             "orden": "100132100022"
                     *           },
                     *           {
                     *             "type": "select",
                     *             "label": "Tipo de solicitud",
                     *             "name": "tiposolicitud",
                     *             "orden": "100132100044",
                     *             "hidden": false,
                     *             "enabled": true,
                     *             "required": true,
                     *             "Mask": null,
                     *             "label_persist": "tiposolicitud_label",
                     *             "values": [
                     *               {
                     *                 "label": "Definitiva",
                     *                 "value": "1",
                     *                 "rule": "1:texto5032"
                     *               },
                     *               {
                     *                 "label": "Provisional",
                     *                 "value": "2",
                     *                 "rule": "0:texto5032"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "type": "text",
                     *             "subtype": "text",
                     *             "label": "No. de Cédula",
                     *             "name": "texto5032",
                     *             "orden": "100132100066",
                     *             "hidden": true,
                     *             "enabled": true,
                     *             "required": false,
                     *             "Mask": "0",
                     *             "MaskParam": false,
                     *             "length": 13
                     *           }
                     *         ]
                     *       ],
                     *       "saved_fields": []
                     *     }
                     */
                    "application/json": components["schemas"]["ExpertForm"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    saveDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "citizen_id": "00112345678",
                 *       "service_id": 31,
                 *       "expertform_id": 7,
                 *       "data": [
                 *         {
                 *           "key": "texto5030",
                 *           "value": "María",
                 *           "labelValue": null,
                 *           "type": "text",
                 *           "label": "Nombres"
                 *         }
                 *       ],
                 *       "grid": {
                 *         "relsolacompsal": [
                 *           {
                 *             "fecha": {
                 *               "key": "fecha",
                 *               "value": "2022-01-31",
                 *               "labelValue": "Fecha",
                 *               "type": "date",
                 *               "MainLabel": "Fecha"
                 *             }
                 *           }
                 *         ]
                 *       },
                 *       "appliedRuleList": [
                 *         "8:texto5032"
                 *       ],
                 *       "fakeStep": 1,
                 *       "step": 2,
                 *       "variations": [
                 *         13
                 *       ],
                 *       "totalPayment": "7000.00"
                 *     }
                 */
                "application/json": components["schemas"]["DraftSaveBody"];
            };
        };
        responses: {
            /** @description Answer ignored by the portal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
        };
    };
    getDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Citizen id (cédula 11 digits without dashes, or passport).
                 * @example 00112345678
                 */
                citizenId: components["parameters"]["CitizenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The citizen's drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Draft"][] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "req": {
                 *         "company_id": 4,
                 *         "company_name": "Inversiones Turísticas del Este SRL",
                 *         "service_id": "31",
                 *         "doc_identification": "00112345678",
                 *         "name_service": "Licencia de Operación de Agencia de Viajes",
                 *         "process_flow": "1",
                 *         "form_version": "7",
                 *         "payment_amount": 7000,
                 *         "payment_status": "1",
                 *         "payment_method": "2",
                 *         "total": 7000,
                 *         "variations": [
                 *           13
                 *         ],
                 *         "cant": "1",
                 *         "idAutorizacionPortal": ""
                 *       },
                 *       "form": {
                 *         "citizen_record_id": "00112345678",
                 *         "expertform_id": 7,
                 *         "data": [
                 *           {
                 *             "key": "tiposolicitud",
                 *             "value": "1",
                 *             "labelValue": "Definitiva",
                 *             "customLabel": {
                 *               "key": "tiposolicitud_label",
                 *               "value": "Definitiva"
                 *             },
                 *             "type": "select",
                 *             "label": "Tipo de solicitud"
                 *           }
                 *         ],
                 *         "grid": {}
                 *       },
                 *       "documents": [
                 *         {
                 *           "documents": [
                 *             {
                 *               "name": "plano-ubicacion",
                 *               "extension": "pdf",
                 *               "route": "documentos/plano-ubicacion.pdf",
                 *               "size_mb": 1.2,
                 *               "label": "Plano de ubicación 1"
                 *             }
                 *           ],
                 *           "process_id": 1045,
                 *           "names": [
                 *             "Plano de ubicación 1"
                 *           ],
                 *           "activity_id": 2,
                 *           "new_request": true
                 *         }
                 *       ],
                 *       "userInfo": {
                 *         "provinciasolici": "Santo Domingo",
                 *         "municipiosolic": "Santo Domingo Este",
                 *         "sectorsolic": "Los Mina",
                 *         "horasolicitud": "10:15",
                 *         "numdocsolicita": "00112345678",
                 *         "tipodocsolicita": 1,
                 *         "nombressolicita": "María",
                 *         "apellidossolici": "Rodríguez Peña",
                 *         "fechasolicitud": "2022-03-14",
                 *         "direccsolic": "Calle Primera No. 12",
                 *         "nacionsolic": "Dominicano",
                 *         "celularsolic": "8095551234",
                 *         "emailsolic": "maria.rodriguez@correo.do",
                 *         "solicitudonline": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateRequestBody"];
            };
        };
        responses: {
            /** @description Creation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "RequestID": 1520,
                     *       "code": "DPP-2022-000123",
                     *       "title": "documento-00112345678",
                     *       "attributes": "NumeroSolicitud=DPP-2022-000123;DocumentoIdentidadSolicitante=00112345678;TipoDocumentoPortal=Adjunto",
                     *       "acronym": "DPPDE"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description `req.company_id` names a company the caller does not represent (not in their
             *     getMyRequestsWithCompany companies), or is not a usable id (issue 10: the portal's URL
             *     parameters are never trusted). Nothing is created. The message is the embedded backend's.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "msg": "No representa a la empresa indicada"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["ValidationError"];
        };
    };
    assignDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Request id (RequestID).
                 * @example 1520
                 */
                requestId: components["parameters"]["RequestIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignDocumentsBody"];
            };
        };
        responses: {
            /** @description Assignment result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "request_code": "DPP-2022-000123"
                     *     }
                     */
                    "application/json": components["schemas"]["AssignDocumentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
        };
    };
    getRequest: {
        parameters: {
            query: {
                /**
                 * @description Citizen id of the viewer (for staff, the doc_identification from the URL).
                 * @example 00112345678
                 */
                citizenId: string;
            };
            header?: never;
            path: {
                /**
                 * @description Request id (RequestID).
                 * @example 1520
                 */
                requestId: components["parameters"]["RequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "request": {
                     *         "id": 1520,
                     *         "code": "DPP-2022-000123",
                     *         "service_id": 12,
                     *         "provisional": 0,
                     *         "created_at": "2022-03-14 10:15:00",
                     *         "doc_identification": "00112345678",
                     *         "solution": null,
                     *         "rating": [],
                     *         "comments": [
                     *           {
                     *             "id": 9001,
                     *             "text": "Favor%20enviar%20el%20plano%20de%20ubicaci%C3%B3n%20actualizado.",
                     *             "user_id": 2,
                     *             "created_at": "2022-03-15 08:30:00"
                     *           }
                     *         ],
                     *         "request_actions_id": 1,
                     *         "request_actions": 77,
                     *         "messages": [
                     *           {
                     *             "message": "Debe cargar el plano de ubicación actualizado."
                     *           }
                     *         ],
                     *         "request_document": [
                     *           {
                     *             "name": "plano-ubicacion",
                     *             "extension": "pdf",
                     *             "created_at": "2022-03-14 10:15:00",
                     *             "url": "/api/files/storage/documentos/plano-ubicacion.pdf",
                     *             "origin_doc": 0
                     *           }
                     *         ],
                     *         "approval_number": null,
                     *         "idAutorizacionPortal": "AUT-1520",
                     *         "activity": {
                     *           "activity_id": 2
                     *         },
                     *         "status": {
                     *           "id": 3,
                     *           "name": "En proceso",
                     *           "color": "info",
                     *           "base_status_id": 1
                     *         },
                     *         "payment": {
                     *           "payment_amount": "7000.00",
                     *           "payment_status": "PENDIENTE",
                     *           "succesfullyPayment_date": null
                     *         },
                     *         "service": {
                     *           "id": 12,
                     *           "name": "No Objeción de Uso de Suelo para Proyecto Turístico",
                     *           "external_pay": 1,
                     *           "sirit_code": "0512",
                     *           "process_id": 1045,
                     *           "activity_id": 2,
                     *           "send": 1,
                     *           "institution": {
                     *             "recaudationCode": "0074"
                     *           }
                     *         }
                     *       },
                     *       "data": [
                     *         {
                     *           "key": "tiposolicitud",
                     *           "label": "Tipo de solicitud",
                     *           "type": "select",
                     *           "value": "1",
                     *           "labelValue": "Definitiva"
                     *         }
                     *       ],
                     *       "requiredActions": [
                     *         {
                     *           "id": 77,
                     *           "action_id": 1,
                     *           "activity_id": 2,
                     *           "message": "Debe cargar el plano de ubicación actualizado.",
                     *           "created_at": "2022-03-15 08:30:00"
                     *         }
                     *       ],
                     *       "priceRequest": [],
                     *       "direction": {
                     *         "acronym": "DPP"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RequestDetail"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "citizen_id": "00112345678",
                 *       "request_id": 1520
                 *     }
                 */
                "application/json": components["schemas"]["DeleteRequestBody"];
            };
        };
        responses: {
            /** @description Deletion result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "msg": "Solicitud eliminada"
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
        };
    };
    changeRequestOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "request_code": "DPP-2022-000123",
                 *       "new_citizen_id": "40212345679",
                 *       "company_id": 4
                 *     }
                 */
                "application/json": components["schemas"]["ChangeRequestOwnerBody"];
            };
        };
        responses: {
            /** @description Change result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "msg": "Se ha cambiado el propietario de la solicitud"
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
        };
    };
    postComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "request_id": 1520,
                 *       "text": "Adjunto la información solicitada sobre el proyecto.",
                 *       "required_action_id": 78
                 *     }
                 */
                "application/json": components["schemas"]["CommentBody"];
            };
        };
        responses: {
            /** @description Message stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
        };
    };
    assignDocumentsSoftExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "record_id": "DPP-2022-000123",
                 *       "status": true,
                 *       "required_action_id": 77,
                 *       "documents": [
                 *         {
                 *           "name": "plano-actualizado",
                 *           "extension": "pdf",
                 *           "route": "documentos/plano-actualizado.pdf",
                 *           "size_mb": 2.1,
                 *           "label": "Documento de accion requerida 1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RequiredActionCompletionBody"];
            };
        };
        responses: {
            /** @description Completion result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
        };
    };
    saveRequiredDocumentRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documents": [
                 *         {
                 *           "name": "plano-actualizado",
                 *           "extension": "pdf",
                 *           "route": "documentos/plano-actualizado.pdf",
                 *           "size_mb": 2.1,
                 *           "label": "Documento de accion requerida 1"
                 *         }
                 *       ],
                 *       "size_mb": 2.1,
                 *       "title": "documento-00112345678",
                 *       "record_id": "DPP-2022-000123",
                 *       "attribute": "NumeroSolicitud=DPP-2022-000123;DocumentoIdentidadSolicitante=00112345678;TipoDocumentoPortal=Adjunto",
                 *       "process_id": 1045,
                 *       "acronym": "DPPDE",
                 *       "names": [
                 *         "Documento de accion requerida 1"
                 *       ],
                 *       "required_action_id": 77,
                 *       "activity_id": 2,
                 *       "new_request": false
                 *     }
                 */
                "application/json": components["schemas"]["RequiredDocumentRecordBody"];
            };
        };
        responses: {
            /** @description Record saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
        };
    };
    getIssues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claim reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "content": "Demora en la respuesta"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "content": "Mala atención"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Issue"][] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getClaims: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The request's code (request.code).
                 * @example DPP-2022-000123
                 */
                requestCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 31,
                     *         "issue_id": 1,
                     *         "description": "Han pasado más de 30 días sin respuesta.",
                     *         "company_name": null,
                     *         "citizen_name": "María",
                     *         "created_at": "2022-04-20 11:00:00",
                     *         "status": "Abierta",
                     *         "solution": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Claim"][] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "issue_id": 1,
                 *       "citizen_id": "00112345678",
                 *       "service_id": 12,
                 *       "request_code": "DPP-2022-000123",
                 *       "citizen_name": "María",
                 *       "description": "Han pasado más de 30 días sin respuesta.",
                 *       "company_id": null,
                 *       "company_name": null
                 *     }
                 */
                "application/json": components["schemas"]["CreateClaimBody"];
            };
        };
        responses: {
            /** @description Claim created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Reason or observation missing (spec 001 §5 "Claim form: reason and message both required"). Body shape chosen by this project like the identity registration's field errors: `{ success: false, msg: { error: { field: [messages] } } }`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "msg": {
                     *         "error": {
                     *           "description": [
                     *             "Este campo es requerido"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FieldErrorsBody"];
                };
            };
        };
    };
    updatePaymentInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requestId": "1520",
                 *       "numAprobacion": "784512",
                 *       "idAutorizacionPortal": "AUT-1520",
                 *       "required_action_id": "79"
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePaymentInfoBody"];
            };
        };
        responses: {
            /** @description Update result; success shows '¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ack"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
        };
    };
}
