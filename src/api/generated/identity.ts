/**
 * Generated from openapi/identity.yaml by npm run gen:api. Do not edit.
 */

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with identity document and password
         * @description spec 000 §7 and §5 Login; contract A1. Dashes are removed from `citizen_id` before sending.
         *     On success the client stores `payload.token` and `payload.profile_img` (`null` or `"N/A"`
         *     means the default avatar) and then posts the user record to the admin API (`POST /citizens`).
         *     A failure is HTTP 200 with `success: false`; the client shows `msg` under the form.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description spec 000 §3 Current user, §7; spec 001 §3 User data and §7 (user data fetch); contract A2.
         *     Called on app start when a token exists: `success: true` means authenticated, anything else
         *     sends the user to `/public`.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refresh/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange the (expired) token for a new one
         * @description spec 000 §4 Token expiry, §7; spec 001 §7; contract A4 and §0.2. Sent with the OLD token in
         *     `Authorization`. `success: true` carries `payload.token`; `success: false` (or a throw) clears
         *     the session and reloads the page. Known hazard (contract §5.3): if this endpoint itself
         *     answers with the `TokenExpired` body the client must not try to refresh again, which is why
         *     that body is part of this response schema.
         */
        get: operations["refreshToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/activate/{activationToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activate an account from the e-mail link
         * @description spec 000 §2 Account activation page, §7; contract A5. The activation page takes the token from
         *     `/app/activateAccount/{activationToken}` and shows `msg` with a success or failure icon.
         */
        get: operations["activateAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/forgot/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset e-mail
         * @description spec 000 §2 Password reset page, §5 Reset password, §7, §8; contract A6. The document number is
         *     normalised (dashes removed) before sending. `success: false` shows `msg` under the form;
         *     success shows the toast 'Se ha enviado un mensaje a su correo electrónico'.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/get/getquestionandanswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the security questions
         * @description spec 000 §3 Security question, §5 Step 2, §7; contract R1. The wizard shows three selects of
         *     these questions (a question chosen in one slot is hidden from the others).
         */
        get: operations["getSecurityQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a citizen or a company account
         * @description spec 000 §2 Citizen registration / Company registration, §3 (citizen and company payloads),
         *     §5, §7, §8; contract R2. The body is either a citizen payload (`document_type` "1" cédula or
         *     "2" pasaporte) or a company payload (`is_company`, `document_type` "3", files already uploaded
         *     with `uploadCompanyDocuments` of the files API). Field errors come back as
         *     `msg.error = { field: ["message", ...] }`; the first message of each field is shown on it.
         */
        post: operations["registerPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register/questionandanswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the three security answers of a new account
         * @description spec 000 §3 Security answers, §7; contract R3. A JSON array of exactly three items, sent after
         *     a successful `registerPortal`. The existing client ignores the answer.
         */
        post: operations["registerSecurityAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List provinces
         * @description spec 000 §3 Location lists, §7; spec 001 §7; contract G1.
         */
        get: operations["getProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/municipalities/{provinceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the municipalities of a province
         * @description spec 000 §7; spec 001 §2.7, §7; contract G2.
         */
        get: operations["getMunicipalities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/sectors/{municipalityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sectors of a municipality
         * @description spec 000 §7; spec 001 §2.7, §7; contract G3.
         */
        get: operations["getSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/validate/email/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that an e-mail is not used by another account
         * @description spec 000 §5 Citizen registration step 0, §7. `success: true` means the e-mail is free;
         *     `success: false` shows 'Correo electrónico en uso, favor introduzca otro correo electrónico'.
         */
        get: operations["validateEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/check/rnc/and/first_name/not/registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a document (and optionally the holder's name) before registration
         * @description spec 000 §5 Citizen registration step 1 and Company registration step 2, §7. Two body variants:
         *     the document with `citizen_first_last_name` and `document_type` (the name is checked against
         *     the document), or the document with `validateWithoutJCE: true` (only checks that the document
         *     is not registered, without consulting the civil registry, JCE). `success: false` carries the
         *     server message, e.g. 'Ya existe un usuario con este documento de identidad' or 'El nombre ya existe'.
         */
        post: operations["checkRncAndFirstNameNotRegistered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/validate/company/phone/exist/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that a company phone is not used by another company
         * @description spec 000 §5 Company registration step 2, §7. `success: true` means the phone is free;
         *     otherwise the form shows 'Teléfono en uso, favor introduzca otro teléfono'.
         */
        get: operations["validateCompanyPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/get/getallcompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the companies of the signed-in user
         * @description spec 000 §3 Company, §7; spec 001 §2.1 Companies tab, §3 Company; contract P1. No user
         *     parameter: the server scopes the list by the token.
         */
        get: operations["getAllCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register/createnewcompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a company to the signed-in user's profile
         * @description spec 000 §7; spec 001 §2.1 Profile tab (add company modal), §5 Company form; contract P2.
         *     RNC 9 digits without mask, phone 10 digits, web optional (must look like a web address).
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update/updatecompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modify a company of the signed-in user
         * @description spec 000 §7; spec 001 §2.1 (modify company modal: RNC not editable); contract P3. Known bug of
         *     the existing client (contract §5.6): it sends no company id, so the RNC acts as the key. The
         *     optional `id` lets a fixed client identify the company explicitly.
         */
        post: operations["updateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/basic/user/information/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a registered user by document number
         * @description spec 000 §7; spec 001 §2.1 (member management: search a user by document number and show the
         *     found user; representative add: search by citizen_id). The response is "not shown" in the
         *     specs: this document models the found user as `payload` (a subset of the user data).
         */
        get: operations["getBasicUserInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/send/membership/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invite a user to the signed-in user's company
         * @description spec 000 §7 (`GET send/membership/invitation?citizen_id=`); spec 001 §2.1 (representative add:
         *     search by citizen_id, then send an invitation; only one representative per company). The
         *     company is the one of the signed-in user (scoped by the token). The invitee receives an e-mail
         *     with a link to `/app/acceptMembership?citizen_id=&company_id=&token_code=`. The server `msg` is
         *     shown in an information or success dialog.
         */
        get: operations["sendMembershipInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accept/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a membership invitation
         * @description spec 000 §2 Membership invitation acceptance page, §3 Membership invitation, §7, §8. The page
         *     reads `citizen_id`, `company_id` and `token_code` from its query and sends them as
         *     `citizenId`, `companyId` and `tokenMembership`. No login needed.
         */
        post: operations["acceptMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/all/representatives/from/my/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the representatives of the signed-in user's company
         * @description spec 000 §7; spec 001 §2.1 (representative manager, list titled Representante; empty text
         *     'Favor agregar representantes para su empresa.'), §3 Representative / member.
         */
        get: operations["getMyCompanyRepresentatives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delete/company/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member or representative from a company
         * @description spec 000 §7; spec 001 §2.1 (remove with confirmation '¿Estas seguro?' / 'Eliminarás al
         *     representante {id}!'), §7 (delete member with member_rol, citizen_id, company_id).
         */
        post: operations["deleteCompanyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/all/company/members/by/company/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members of a company
         * @description spec 000 §7; spec 001 §2.1 (company member-list dialog: name, first last name, citizen, phone,
         *     occupation, rol_name; empty text 'En estos momento no existe miembros asociados a esta
         *     empresa.'), §3. The specs page the dialog without giving a page size or a paged wire shape, so
         *     the whole list is returned and paged by the client.
         */
        get: operations["getCompanyMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/add/automatic/company/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a registered user to a company directly
         * @description spec 000 §7; spec 001 §2.1 (member management: search a user by document number, show the found
         *     user, add to the company; document at least 9 characters, 'Digite un número de documento de
         *     identidad válido'). The member payload is "not shown": this document sends the found user's
         *     document and the company id.
         */
        post: operations["addAutomaticCompanyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/citizen/change/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description spec 001 §2.7, §5 Change password, §7, §8; contract S1. Known bug of the existing client
         *     (contract §5.5): it posts to `citizen/change/password?=&=.` (no leading slash, junk query
         *     string); this contract uses the clean path. `success: false` shows `msg`; success toast
         *     'Se ha modificado su contraseña'.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/citizen/change/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's main e-mail
         * @description spec 001 §2.7, §4 (successful change forces logout and reload after 2.5 s), §5 Change e-mail,
         *     §7, §8; contract S2. Success toast 'Email modificado satisfactoriamente, Inicie sesión nuevamente'.
         */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/citizen-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the signed-in user's contact data
         * @description spec 001 §2.7 Datos de contacto, §3 Citizen update, §5 Contact data, §7, §8; contract S3. Phones
         *     are a 809/829/849 prefix plus 7 digits. The notification booleans are part of the profile update
         *     per spec 001 §3 and §5 (the existing client never sent them), hence optional. The server `msg`
         *     is shown in a dialog; success text 'Se ha modificado su información de usuario'.
         */
        post: operations["updateCitizen"];
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
        /** @description Envelope shared by the identity calls (contract §0.2). Calls with data add a `payload`. */
        Result: {
            /** @description Whether the operation succeeded. */
            success: boolean;
            /**
             * @description Spanish message from the server, shown to the user on failure (and on some successes).
             * @example Operación realizada satisfactoriamente
             */
            msg?: string;
        };
        /**
         * @description Body of an HTTP 200 answer meaning "the token expired" (contract §0.2; spec 000 §4, spec 001 §4).
         *     Any authenticated call may answer it; the client refreshes the token once and replays the call.
         */
        TokenExpired: {
            /** @constant */
            success: false;
            /** @constant */
            msg: "El token ha expirado";
        };
        /**
         * @description Field errors of a failed registration: `{ error: { field: [messages] } }` (contract R2).
         * @example {
         *       "error": {
         *         "email": [
         *           "Correo electrónico en uso, favor introduzca otro correo electrónico"
         *         ]
         *       }
         *     }
         */
        FieldErrors: {
            /** @description Map of field name (as in the request body) to its Spanish messages; the first one is shown. */
            error: {
                [key: string]: string[];
            };
        };
        /** @description Body of a non-2xx answer (never refreshed by the client). */
        ErrorResponse: {
            /** @constant */
            success: false;
            msg: string | components["schemas"]["FieldErrors"];
        };
        /**
         * @description Identity document without dashes. Cédula 11 digits; passport 6 to 15 characters.
         * @example 00112345673
         */
        CitizenId: string;
        /**
         * @description Dominican phone, digits only: prefix 809, 829 or 849 plus 7 digits.
         * @example 8095551234
         */
        Phone: string;
        /**
         * Format: password
         * @description Password, at least 6 characters ('La contraseña debe tener minimo 6 caracteres').
         * @example secreto123
         */
        Password: string;
        /** @description Login body (spec 000 §7; contract A1). */
        LoginRequest: {
            /**
             * @description Identity document or passport, dashes removed.
             * @example 00112345673
             */
            citizen_id: string;
            /**
             * Format: password
             * @example secreto123
             */
            password: string;
        };
        LoginPayload: {
            /**
             * @description Session token, stored locally and sent as `beater <token>`.
             * @example eyJhbGciOiJIUzI1NiJ9.ZGVtbw.c2lnbmF0dXJh
             */
            token: string;
            /**
             * @description Profile image URL; `null` or `"N/A"` means the default avatar.
             * @example N/A
             */
            profile_img: string | null;
        };
        /** @description Login answer (contract A1). */
        LoginResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["LoginPayload"];
        };
        /** @description The signed-in user (spec 000 §3 Current user; spec 001 §3 User data; contract A2). */
        AuthUser: {
            citizen_id: components["schemas"]["CitizenId"];
            /**
             * Format: email
             * @example maria.perez@correo.do
             */
            email: string;
            /** @example María */
            name: string;
            /** @example Pérez */
            first_last_name: string;
            /** @example Gómez */
            second_last_name?: string | null;
            /** @example 8095551234 */
            phone: string;
            /** @example 8295554321 */
            phone2?: string | null;
            /** @example Calle El Conde 105, Zona Colonial */
            address?: string | null;
            /**
             * @description Province name.
             * @example Distrito Nacional
             */
            province?: string | null;
            /**
             * @description Municipality name (sent to the admin API as `city`).
             * @example Santo Domingo de Guzmán
             */
            municipality?: string | null;
            /**
             * @description Sector name.
             * @example Ciudad Colonial
             */
            sector?: string | null;
            /**
             * @description Province `bidclasif`.
             * @example 19340
             */
            province_id?: number | null;
            /**
             * @description Municipality `bidclasif`.
             * @example 19341
             */
            municipality_id?: number | null;
            /**
             * @description Sector `bidclasif`.
             * @example 18388
             */
            sector_id?: number | null;
            /**
             * @description Base role. 2 is the restricted role that must act through a representative (spec 000 §6).
             * @example 1
             */
            rol_base?: number | null;
            /**
             * @description Company of a company account, else null.
             * @example null
             */
            company_id?: number | null;
            /**
             * @description Chosen (spec 001 §3 Citizen update lists it, the user data does not): the stored
             *     "notifications by e-mail" preference of a citizen account, so the settings form is
             *     prefilled. Absent for company accounts.
             * @example true
             */
            notificationsWithEmail?: boolean;
            /**
             * @description Chosen (as `notificationsWithEmail`): the stored "notifications by SMS" preference of a
             *     citizen account. Absent for company accounts.
             * @example false
             */
            notificationsSms?: boolean;
        };
        /** @description Current-user answer (contract A2). */
        AuthUserResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["AuthUser"];
        };
        /** @description Refresh answer (contract A4). */
        RefreshTokenResponse: components["schemas"]["Result"] & {
            payload?: {
                /**
                 * @description The new session token.
                 * @example eyJhbGciOiJIUzI1NiJ9.bnVldm8.ZmlybWE
                 */
                token: string;
            };
        };
        /** @description Password reset body (spec 000 §5 Reset password; contract A6). */
        ForgotPasswordRequest: {
            citizen_id: components["schemas"]["CitizenId"];
            /**
             * Format: email
             * @example maria.perez@correo.do
             */
            email: string;
        };
        /** @description Security question (spec 000 §3). */
        SecurityQuestion: {
            /** @example 1 */
            id: number;
            /**
             * @description The question text.
             * @example ¿Cuál es el nombre de su primera mascota?
             */
            questions: string;
        };
        /** @description Security question catalogue (contract R1). */
        SecurityQuestionsResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["SecurityQuestion"][];
        };
        /** @description One security answer (spec 000 §3; contract R3). */
        SecurityAnswer: {
            /**
             * @description Id of the chosen `SecurityQuestion`.
             * @example 1
             */
            citizen_question: number;
            /** @example Firulais */
            citizen_answer: string;
            citizen_id: components["schemas"]["CitizenId"];
        };
        /** @description Exactly three answers to three different questions. */
        SecurityAnswers: components["schemas"]["SecurityAnswer"][];
        /**
         * @description Citizen registration payload (spec 000 §3, §5; contract R2). `occupation` and `email2` have no
         *     input in the existing UI and are sent as empty strings.
         */
        CitizenRegistration: {
            /**
             * @description "1" cédula (11 digits) or "2" pasaporte (6 to 15 characters).
             * @example 1
             * @enum {string}
             */
            document_type: "1" | "2";
            citizen_id: components["schemas"]["CitizenId"];
            /**
             * Format: email
             * @example maria.perez@correo.do
             */
            email: string;
            /** @example María */
            name: string;
            /** @example Pérez */
            first_last_name: string;
            /** @example Gómez */
            second_last_name?: string;
            /** @example  */
            occupation?: string;
            password: components["schemas"]["Password"];
            password_confirmation: components["schemas"]["Password"];
            /**
             * @description Province `bidclasif`.
             * @example 19340
             */
            province_id: number;
            /**
             * @description Municipality `bidclasif`.
             * @example 19341
             */
            municipality_id: number;
            /**
             * @description Sector `bidclasif`.
             * @example 18388
             */
            sector_id: number;
            phone: components["schemas"]["Phone"];
            /** @description Secondary phone (must differ from `phone`), or empty. */
            phone2?: components["schemas"]["Phone"] | string;
            /** @description Secondary e-mail, or empty. */
            email2?: string;
            /** @example Calle El Conde 105, Zona Colonial */
            address: string;
        };
        /**
         * @description Company documents already stored on the file server (spec 000 §3 Company files): the `payload`
         *     of the files API `uploadCompanyDocuments` call, sent as is. Each value is the stored file's
         *     route on the file server. PDF only.
         */
        CompanyFiles: {
            /**
             * @description Commercial registry (required).
             * @example empresas/130123454/registro-mercantil.pdf
             */
            registromercant: string;
            /**
             * @description Notarised power of attorney (optional).
             * @example null
             */
            podernotarizado?: string | null;
            /**
             * @description Identity card of the authorised representative (required).
             * @example empresas/130123454/cedula-representante.pdf
             */
            cedulaperaut: string;
        };
        /** @description Company registration payload (spec 000 §3 Company registration payload, §5 step 2). */
        CompanyRegistration: {
            /** @constant */
            is_company: true;
            /**
             * @description Always "3" (RNC) for companies.
             * @constant
             */
            document_type: "3";
            /**
             * @description Company tax number (RNC), digits only, at least 9.
             * @example 130123454
             */
            rnc: string;
            /**
             * Format: email
             * @example tramites@hotelcaribe.do
             */
            email: string;
            /**
             * @description Commercial name.
             * @example Hotel Caribe
             */
            nombre: string;
            /**
             * @description Legal name.
             * @example Inversiones Turísticas del Caribe, S.R.L.
             */
            razonsocial: string;
            /**
             * @description Telephone extension (optional).
             * @example 204
             */
            extension?: string;
            password: components["schemas"]["Password"];
            password_confirmation: components["schemas"]["Password"];
            /**
             * @description Company phone, digits only, at least 10, unique among companies.
             * @example 8095557788
             */
            telefono: string;
            company_files: components["schemas"]["CompanyFiles"];
        };
        /**
         * @description Registration answer (contract R2). On failure `msg` is either a string or the field-error map
         *     `{ error: { field: [messages] } }`.
         */
        RegisterResponse: {
            success: boolean;
            msg?: string | components["schemas"]["FieldErrors"];
        };
        /** @description Province, municipality or sector option (spec 000 §3 Location lists; spec 001 §3 Geography option). */
        GeoOption: {
            /**
             * @description Id (option value).
             * @example 19340
             */
            bidclasif: number;
            /**
             * @description Title (option label).
             * @example Distrito Nacional
             */
            ctituloclas: string;
        };
        /** @description Provinces (contract G1). */
        ProvincesResponse: {
            success: boolean;
            provinces: components["schemas"]["GeoOption"][];
        };
        /** @description Municipalities (contract G2). */
        MunicipalitiesResponse: {
            success: boolean;
            municipalities: components["schemas"]["GeoOption"][];
        };
        /** @description Sectors (contract G3). */
        SectorsResponse: {
            success: boolean;
            sectors: components["schemas"]["GeoOption"][];
        };
        /** @description Body of `checkRncAndFirstNameNotRegistered` (spec 000 §7), one of two variants. */
        DocumentCheckRequest: {
            /**
             * @description Cédula, passport or RNC, digits only for cédula and RNC.
             * @example 00112345673
             */
            citizen_id: string;
            /** @example Pérez */
            citizen_first_last_name: string;
            /**
             * @example 1
             * @enum {string}
             */
            document_type: "1" | "2" | "3";
        } | {
            /** @example 130123454 */
            citizen_id: string;
            /** @constant */
            validateWithoutJCE: true;
            /**
             * @description Chosen (spec 000 §5 company step 2 "RNC ... validated on the server"): '3' says the
             *     document is a company RNC, so its DGII check digit is verified too ('RNC inválido,
             *     introduzca otro RNC' style refusal). Without it only "not registered" is checked.
             * @enum {string}
             */
            document_type?: "3";
        };
        /** @description Company (spec 001 §3 Company; contract P1). */
        Company: {
            /** @example 12 */
            id: number;
            /** @example Hotel Caribe */
            company_name: string;
            /**
             * @description RNC, 9 digits without mask.
             * @example 130123454
             */
            company_rnc?: string;
            /** @example 8095557788 */
            company_phone?: string;
            /** @example Av. George Washington 500, Santo Domingo */
            company_address?: string;
            /** @example https://hotelcaribe.invalid */
            company_url_web?: string | null;
        };
        /** @description Companies of the user (contract P1). */
        CompaniesResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["Company"][];
        };
        /** @description Create-company body (contract P2; spec 001 §5 Company form). */
        CompanyInput: {
            /**
             * @description RNC, mask 9-99-99999-9 removed (9 digits).
             * @example 130123454
             */
            company_rnc: string;
            /**
             * @description 10 digits.
             * @example 8095557788
             */
            company_phone: string;
            /** @example Hotel Caribe */
            company_name: string;
            /** @example Av. George Washington 500, Santo Domingo */
            company_address: string;
            /**
             * @description Web address (optional; 'Dirección web inválida' when malformed), or empty.
             * @example https://hotelcaribe.invalid
             */
            company_url_web?: string;
        };
        /** @description Update-company body (contract P3). `id` is optional because the existing client omits it. */
        CompanyUpdateRequest: components["schemas"]["CompanyInput"] & {
            /**
             * @description Company id.
             * @example 12
             */
            id?: number;
        };
        /** @description A registered user found by document number (spec 001 §2.1 member management). */
        BasicUserInformation: {
            /** @example 40223456787 */
            citizen_id: string;
            /** @example José */
            name: string;
            /** @example Martínez */
            first_last_name: string;
            /** @example null */
            second_last_name?: string | null;
            /**
             * Format: email
             * @example jose.martinez@correo.do
             */
            email?: string;
            /** @example 8295550011 */
            phone?: string | null;
            /** @example Abogado */
            occupation?: string | null;
        };
        /** @description Answer of `getBasicUserInformation`. */
        BasicUserInformationResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["BasicUserInformation"];
        };
        /** @description Invitation acceptance body (spec 000 §7); values come from the page query `citizen_id`, `company_id`, `token_code`. */
        AcceptMembershipRequest: {
            /** @example 40223456787 */
            citizenId: string;
            /** @example 12 */
            companyId: number;
            /** @example a1b2c3d4e5f6 */
            tokenMembership: string;
        };
        /** @description Company member or representative (spec 001 §3 Representative / member). */
        CompanyMember: {
            /** @example 40223456787 */
            citizen_id: string;
            /**
             * @description Role of the member inside the company.
             * @example 2
             */
            rol_id: number;
            /**
             * @description Role name, e.g. 'Representante' or 'Responsable'.
             * @example Representante
             */
            rol_name: string;
            /** @example José */
            name: string;
            /** @example Martínez */
            first_last_name: string;
            /** @example null */
            second_last_name?: string | null;
            /**
             * @description Identity document shown in the member table.
             * @example 40223456787
             */
            citizen?: string;
            /** @example 8295550011 */
            phone?: string | null;
            /** @example jose.martinez@correo.do */
            email?: string | null;
            /** @example Abogado */
            occupation?: string | null;
            /** @example 12 */
            company_id?: number;
        };
        /** @description Members or representatives of a company. */
        CompanyMembersResponse: components["schemas"]["Result"] & {
            payload?: components["schemas"]["CompanyMember"][];
        };
        /** @description Member removal body (spec 001 §7). */
        DeleteCompanyMemberRequest: {
            /**
             * @description The member's `rol_id` in the company.
             * @example 2
             */
            member_rol: number;
            /** @example 40223456787 */
            citizen_id: string;
            /** @example 12 */
            company_id: number;
        };
        /** @description Member addition body. */
        AddCompanyMemberRequest: {
            /**
             * @description Document number of the found user, at least 9 characters.
             * @example 40223456787
             */
            citizen_id: string;
            /** @example 12 */
            company_id: number;
        };
        /** @description Change-password body (spec 001 §5; contract S1). */
        ChangePasswordRequest: {
            old_password: components["schemas"]["Password"];
            password: components["schemas"]["Password"];
            new_password_confirmation: components["schemas"]["Password"];
        };
        /** @description Change-e-mail body (spec 001 §5; contract S2). */
        ChangeEmailRequest: {
            password: components["schemas"]["Password"];
            /**
             * Format: email
             * @example maria.nueva@correo.do
             */
            email: string;
            /**
             * Format: email
             * @example maria.nueva@correo.do
             */
            new_email_confirmation: string;
        };
        /** @description Contact-data body (spec 001 §3 Citizen update, §5; contract S3). */
        CitizenUpdateRequest: {
            phone: components["schemas"]["Phone"];
            phone2: components["schemas"]["Phone"];
            /** @example 9947 */
            province_id: number;
            /** @example 9948 */
            municipality_id: number;
            /** @example 9951 */
            sector_id: number;
            /** @example Calle Duarte 12, Azua de Compostela */
            address: string;
            /**
             * @description Receive notifications by e-mail.
             * @example true
             */
            notificationsWithEmail?: boolean;
            /**
             * @description Receive notifications by SMS.
             * @example false
             */
            notificationsSms?: boolean;
        };
    };
    responses: {
        /** @description Missing or invalid token. (An expired token is answered with HTTP 200 and the `TokenExpired` body instead.) */
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
        /** @description The body failed server validation. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "msg": {
                 *         "error": {
                 *           "email": [
                 *             "Ingrese un email válido"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unknown route or resource. */
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
export type SchemaTokenExpired = components['schemas']['TokenExpired'];
export type SchemaFieldErrors = components['schemas']['FieldErrors'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaCitizenId = components['schemas']['CitizenId'];
export type SchemaPhone = components['schemas']['Phone'];
export type SchemaPassword = components['schemas']['Password'];
export type SchemaLoginRequest = components['schemas']['LoginRequest'];
export type SchemaLoginPayload = components['schemas']['LoginPayload'];
export type SchemaLoginResponse = components['schemas']['LoginResponse'];
export type SchemaAuthUser = components['schemas']['AuthUser'];
export type SchemaAuthUserResponse = components['schemas']['AuthUserResponse'];
export type SchemaRefreshTokenResponse = components['schemas']['RefreshTokenResponse'];
export type SchemaForgotPasswordRequest = components['schemas']['ForgotPasswordRequest'];
export type SchemaSecurityQuestion = components['schemas']['SecurityQuestion'];
export type SchemaSecurityQuestionsResponse = components['schemas']['SecurityQuestionsResponse'];
export type SchemaSecurityAnswer = components['schemas']['SecurityAnswer'];
export type SchemaSecurityAnswers = components['schemas']['SecurityAnswers'];
export type SchemaCitizenRegistration = components['schemas']['CitizenRegistration'];
export type SchemaCompanyFiles = components['schemas']['CompanyFiles'];
export type SchemaCompanyRegistration = components['schemas']['CompanyRegistration'];
export type SchemaRegisterResponse = components['schemas']['RegisterResponse'];
export type SchemaGeoOption = components['schemas']['GeoOption'];
export type SchemaProvincesResponse = components['schemas']['ProvincesResponse'];
export type SchemaMunicipalitiesResponse = components['schemas']['MunicipalitiesResponse'];
export type SchemaSectorsResponse = components['schemas']['SectorsResponse'];
export type SchemaDocumentCheckRequest = components['schemas']['DocumentCheckRequest'];
export type SchemaCompany = components['schemas']['Company'];
export type SchemaCompaniesResponse = components['schemas']['CompaniesResponse'];
export type SchemaCompanyInput = components['schemas']['CompanyInput'];
export type SchemaCompanyUpdateRequest = components['schemas']['CompanyUpdateRequest'];
export type SchemaBasicUserInformation = components['schemas']['BasicUserInformation'];
export type SchemaBasicUserInformationResponse = components['schemas']['BasicUserInformationResponse'];
export type SchemaAcceptMembershipRequest = components['schemas']['AcceptMembershipRequest'];
export type SchemaCompanyMember = components['schemas']['CompanyMember'];
export type SchemaCompanyMembersResponse = components['schemas']['CompanyMembersResponse'];
export type SchemaDeleteCompanyMemberRequest = components['schemas']['DeleteCompanyMemberRequest'];
export type SchemaAddCompanyMemberRequest = components['schemas']['AddCompanyMemberRequest'];
export type SchemaChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type SchemaChangeEmailRequest = components['schemas']['ChangeEmailRequest'];
export type SchemaCitizenUpdateRequest = components['schemas']['CitizenUpdateRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseUnprocessableEntity = components['responses']['UnprocessableEntity'];
export type ResponseNotFound = components['responses']['NotFound'];
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Login answer; `success` tells whether the credentials were accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user, or `success:false`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description New token, or a failure (possibly the token-expiry body itself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshTokenResponse"] | components["schemas"]["TokenExpired"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    activateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Token received in the activation e-mail.
                 * @example 3f9a1c7e5b2d48e6a0c4
                 */
                activationToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Reset request result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getSecurityQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Security question catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityQuestionsResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    registerPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CitizenRegistration"] | components["schemas"]["CompanyRegistration"];
            };
        };
        responses: {
            /** @description Registration result; failures carry a string or a field-error map in `msg`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    registerSecurityAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "citizen_question": 1,
                 *         "citizen_answer": "Firulais",
                 *         "citizen_id": "00112345673"
                 *       },
                 *       {
                 *         "citizen_question": 2,
                 *         "citizen_answer": "Santiago",
                 *         "citizen_id": "00112345673"
                 *       },
                 *       {
                 *         "citizen_question": 3,
                 *         "citizen_answer": "Colegio San Juan",
                 *         "citizen_id": "00112345673"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["SecurityAnswers"];
            };
        };
        responses: {
            /** @description Answers stored (the client does not read the answer). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "msg": "Preguntas de seguridad registradas"
                     *     }
                     */
                    "application/json": components["schemas"]["Result"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All provinces (31 and the Distrito Nacional). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "provinces": [
                     *         {
                     *           "bidclasif": 19340,
                     *           "ctituloclas": "Distrito Nacional"
                     *         },
                     *         {
                     *           "bidclasif": 9947,
                     *           "ctituloclas": "Azua"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProvincesResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getMunicipalities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A province `bidclasif`.
                 * @example 9947
                 */
                provinceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Municipalities of the province. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "municipalities": [
                     *         {
                     *           "bidclasif": 9948,
                     *           "ctituloclas": "Azua"
                     *         },
                     *         {
                     *           "bidclasif": 9164,
                     *           "ctituloclas": "Las Charcas"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MunicipalitiesResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getSectors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A municipality `bidclasif`.
                 * @example 19341
                 */
                municipalityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sectors (barrios/parajes) of the municipality. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "sectors": [
                     *         {
                     *           "bidclasif": 19344,
                     *           "ctituloclas": "Los Peralejos"
                     *         },
                     *         {
                     *           "bidclasif": 19348,
                     *           "ctituloclas": "Palma Real"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SectorsResponse"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    validateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The e-mail to check.
                 * @example maria.perez@correo.do
                 */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability of the e-mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    checkRncAndFirstNameNotRegistered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCheckRequest"];
            };
        };
        responses: {
            /** @description Check result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    validateCompanyPhone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Company phone, digits only (at least 10).
                 * @example 8095557788
                 */
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability of the phone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getAllCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Companies of the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createCompany: {
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
                 *       "company_rnc": "130123454",
                 *       "company_phone": "8095557788",
                 *       "company_name": "Hotel Caribe",
                 *       "company_address": "Av. George Washington 500, Santo Domingo",
                 *       "company_url_web": "https://hotelcaribe.invalid"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description Creation result. */
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
    updateCompany: {
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
                 *       "id": 12,
                 *       "company_rnc": "130123454",
                 *       "company_phone": "8095557799",
                 *       "company_name": "Hotel Caribe",
                 *       "company_address": "Av. George Washington 502, Santo Domingo",
                 *       "company_url_web": ""
                 *     }
                 */
                "application/json": components["schemas"]["CompanyUpdateRequest"];
            };
        };
        responses: {
            /** @description Update result. */
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
    getBasicUserInformation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Document number (cédula without dashes, passport or RNC), at least 9 characters.
                 * @example 40223456787
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, or `success:false` when no account has that document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicUserInformationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    sendMembershipInvitation: {
        parameters: {
            query: {
                /**
                 * @description Document number of the invited user.
                 * @example 40223456787
                 */
                citizen_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptMembership: {
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
                 *       "citizenId": "40223456787",
                 *       "companyId": 12,
                 *       "tokenMembership": "a1b2c3d4e5f6"
                 *     }
                 */
                "application/json": components["schemas"]["AcceptMembershipRequest"];
            };
        };
        responses: {
            /** @description Acceptance result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getMyCompanyRepresentatives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Representatives (at most one per company). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyMembersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteCompanyMember: {
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
                 *       "member_rol": 2,
                 *       "citizen_id": "40223456787",
                 *       "company_id": 12
                 *     }
                 */
                "application/json": components["schemas"]["DeleteCompanyMemberRequest"];
            };
        };
        responses: {
            /** @description Removal result; `msg` is shown in a dialog. */
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
    getCompanyMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Company id.
                 * @example 12
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members of the company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyMembersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addAutomaticCompanyMember: {
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
                 *       "citizen_id": "40223456787",
                 *       "company_id": 12
                 *     }
                 */
                "application/json": components["schemas"]["AddCompanyMemberRequest"];
            };
        };
        responses: {
            /** @description Result; `msg` is shown in a dialog. */
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
    changePassword: {
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
                 *       "old_password": "secreto123",
                 *       "password": "nuevaClave456",
                 *       "new_password_confirmation": "nuevaClave456"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Change result. */
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
    changeEmail: {
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
                 *       "password": "secreto123",
                 *       "email": "maria.nueva@correo.do",
                 *       "new_email_confirmation": "maria.nueva@correo.do"
                 *     }
                 */
                "application/json": components["schemas"]["ChangeEmailRequest"];
            };
        };
        responses: {
            /** @description Change result. */
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
    updateCitizen: {
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
                 *       "phone": "8095551234",
                 *       "phone2": "8495559876",
                 *       "province_id": 9947,
                 *       "municipality_id": 9948,
                 *       "sector_id": 9951,
                 *       "address": "Calle Duarte 12, Azua de Compostela",
                 *       "notificationsWithEmail": true,
                 *       "notificationsSms": false
                 *     }
                 */
                "application/json": components["schemas"]["CitizenUpdateRequest"];
            };
        };
        responses: {
            /** @description Update result. */
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
}
