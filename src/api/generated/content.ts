/**
 * Generated from openapi/content.yaml by npm run gen:api. Do not edit.
 */

export interface paths {
    "/web/v1/homeImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the home hero image
         * @description spec 000 §1 (hero image), §3 Home image, §7; contract W1 (the existing client fetches it but
         *     its only use of `image_url` is commented out).
         */
        get: operations["getHomeImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/homeVideo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the home embedded video
         * @description spec 000 §1 (embedded video), §3 Home video, §7; contract W2. The client uses `video_url` as an
         *     iframe `src`, appending `?autoplay=1&loop=1`.
         */
        get: operations["getHomeVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/descriptionGeneralInformations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the general-information text of every procedure category
         * @description spec 000 §2 Home and catalogue (each direction page shows general information), §7; contract W3
         *     and §4.1. The client picks the item whose `id` equals the category's WordPress id
         *     (0 → 130, 1 → 133, 2 → 132, 3 → 134).
         */
        get: operations["getGeneralInformationDescriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/questionandanswers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the frequently asked questions of every procedure category
         * @description spec 000 §2 Home and catalogue (FAQ as expandable items: question, answer), §7; contract W4 and
         *     §4.1. An object keyed by the category's `wordpressKey` (`todosServicios`, `dpp`, `confotour`,
         *     `empresaServicios`; other keys, e.g. for the marketing category, are allowed).
         */
        get: operations["getQuestionsAndAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sucursales/v1/sucursales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ministry's branches
         * @description spec 000 §2 Contact page, §3 Contact branch, §7; contract W5.
         */
        get: operations["getBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/v1/page/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a static page by slug
         * @description spec 000 §2 /app/policy (privacy policy fetched from a pages service), §5 step 3 (terms), §7;
         *     contract W6, W7 (= R5). The client renders `content` (an HTML string) after sanitising it.
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/generalQueriesMaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the maps of the tourism poles
         * @description spec 000 §2 General queries page ('Mapa de los Polos': image cards that open a zoomable viewer),
         *     §3 Map item, §7. (Contract §1.5 lists it as removed from the existing client; the spec keeps it.)
         */
        get: operations["getGeneralQueriesMaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/v1/documentsInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the downloadable document groups
         * @description spec 000 §2 General queries page ('Documentos': filter by type, search by title, viewer), §3
         *     Document group, §7. (Contract §1.5 lists it as removed from the existing client; the spec keeps it.)
         */
        get: operations["getDocumentsInfo"];
        put?: never;
        post?: never;
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
        /** @description Error object of the WordPress REST API. */
        WpError: {
            /** @example rest_no_route */
            code: string;
            message: string;
            data?: {
                /** @example 404 */
                status?: number;
            };
        };
        /** @description Home hero image (spec 000 §3). */
        HomeImage: {
            /**
             * @description Image URL.
             * @example /media/portada-playa-bavaro.jpg
             */
            image_url: string;
        };
        /** @description Home video (spec 000 §3). */
        HomeVideo: {
            /**
             * @description Embeddable video URL (iframe `src`).
             * @example https://video.portal.invalid/embed/mitur-servicios
             */
            video_url: string;
        };
        /** @description General information of one procedure category (contract W3). */
        GeneralInformation: {
            /**
             * @description WordPress id of the category (130 all, 133 DPP, 132 Confotur, 134 licences).
             * @example 133
             */
            id: number;
            /**
             * @description HTML text.
             * @example <p>Aprobación y análisis de proyectos turísticos (DPP).</p>
             */
            descriptionGeneral: string;
        };
        /** @description One frequently asked question. */
        QuestionAndAnswer: {
            /** @example ¿Cómo solicito un trámite? */
            question: string;
            /**
             * @description Answer text (may contain HTML).
             * @example Inicie sesión, elija el trámite y pulse SOLICITAR.
             */
            answer: string;
        };
        /** @description Frequently asked questions keyed by category `wordpressKey` (contract W4, §4.1). */
        QuestionsAndAnswers: {
            /** @description Category 0, all procedures. */
            todosServicios?: components["schemas"]["QuestionAndAnswer"][];
            /** @description Category 1, DPP. */
            dpp?: components["schemas"]["QuestionAndAnswer"][];
            /** @description Category 2, Confotur. */
            confotour?: components["schemas"]["QuestionAndAnswer"][];
            /** @description Category 3, operating licences (companies and services). */
            empresaServicios?: components["schemas"]["QuestionAndAnswer"][];
        } & {
            [key: string]: components["schemas"]["QuestionAndAnswer"][];
        };
        /** @description Ministry branch (spec 000 §2 Contact page, §3 Contact branch). */
        Branch: {
            /** @example Sede Central */
            title: string;
            /** @example Av. Cayetano Germosén esq. Av. Gregorio Luperón, Santo Domingo */
            address: string;
            /** @example 809-555-0100 */
            phoneNumber: string;
            /** @example https://turismo.portal.invalid */
            website: string;
            /** @example info@turismo.portal.invalid */
            email: string;
        };
        /** @description Static page (contract W6, W7). */
        Page: {
            /** @example Política de privacidad */
            title: string;
            /**
             * @description HTML string.
             * @example <p>El Ministerio de Turismo protege sus datos personales.</p>
             */
            content: string;
        };
        /** @description Map of a tourism pole (spec 000 §3 Map item). */
        MapItem: {
            /**
             * @description Thumbnail URL for the card.
             * @example /media/mapas/puerto-plata-miniatura.jpg
             */
            previewURL: string;
            /**
             * @description Full-size image URL for the zoomable viewer.
             * @example /media/mapas/puerto-plata.jpg
             */
            imageURL: string;
            /** @example Polo Turístico Puerto Plata */
            title: string;
        };
        /** @description Group of downloadable documents (spec 000 §3 Document group). */
        DocumentGroup: {
            /** @example 1 */
            id: number;
            /**
             * @description Group title, used as the document type of the filter.
             * @example Leyes y reglamentos
             */
            title: string;
            documents: components["schemas"]["DocumentLink"][];
        };
        /** @description One downloadable document. */
        DocumentLink: {
            /** @example Ley 158-01 de Fomento al Desarrollo Turístico */
            documentTitle: string;
            /**
             * @description PDF or image URL opened in the document viewer.
             * @example /media/documentos/ley-158-01.pdf
             */
            documentURL: string;
        };
    };
    responses: {
        /** @description Unknown route or page (WordPress REST error object). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "rest_no_route",
                 *       "message": "No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.",
                 *       "data": {
                 *         "status": 404
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WpError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaWpError = components['schemas']['WpError'];
export type SchemaHomeImage = components['schemas']['HomeImage'];
export type SchemaHomeVideo = components['schemas']['HomeVideo'];
export type SchemaGeneralInformation = components['schemas']['GeneralInformation'];
export type SchemaQuestionAndAnswer = components['schemas']['QuestionAndAnswer'];
export type SchemaQuestionsAndAnswers = components['schemas']['QuestionsAndAnswers'];
export type SchemaBranch = components['schemas']['Branch'];
export type SchemaPage = components['schemas']['Page'];
export type SchemaMapItem = components['schemas']['MapItem'];
export type SchemaDocumentGroup = components['schemas']['DocumentGroup'];
export type SchemaDocumentLink = components['schemas']['DocumentLink'];
export type ResponseNotFound = components['responses']['NotFound'];
export type $defs = Record<string, never>;
export interface operations {
    getHomeImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hero image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "image_url": "/media/portada-playa-bavaro.jpg"
                     *     }
                     */
                    "application/json": components["schemas"]["HomeImage"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getHomeVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Embedded video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "video_url": "https://video.portal.invalid/embed/mitur-servicios"
                     *     }
                     */
                    "application/json": components["schemas"]["HomeVideo"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getGeneralInformationDescriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One item per category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 130,
                     *         "descriptionGeneral": "<p>Consulte todos los trámites que ofrece el Ministerio de Turismo.</p>"
                     *       },
                     *       {
                     *         "id": 133,
                     *         "descriptionGeneral": "<p>Aprobación y análisis de proyectos turísticos (DPP).</p>"
                     *       },
                     *       {
                     *         "id": 132,
                     *         "descriptionGeneral": "<p>Clasificaciones de proyectos en polos turísticos (Confotur).</p>"
                     *       },
                     *       {
                     *         "id": 134,
                     *         "descriptionGeneral": "<p>Licencias de operación para empresas y servicios turísticos.</p>"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["GeneralInformation"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getQuestionsAndAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Questions and answers by category key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "todosServicios": [
                     *         {
                     *           "question": "¿Cómo solicito un trámite?",
                     *           "answer": "Inicie sesión, elija el trámite y pulse SOLICITAR."
                     *         }
                     *       ],
                     *       "dpp": [
                     *         {
                     *           "question": "¿Cuánto tarda la evaluación de un proyecto?",
                     *           "answer": "El tiempo depende del tipo de proyecto y se indica en cada trámite."
                     *         }
                     *       ],
                     *       "confotour": [
                     *         {
                     *           "question": "¿Qué es la clasificación Confotur?",
                     *           "answer": "Es la clasificación de proyectos turísticos acogidos a la Ley 158-01."
                     *         }
                     *       ],
                     *       "empresaServicios": []
                     *     }
                     */
                    "application/json": components["schemas"]["QuestionsAndAnswers"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Branches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "title": "Sede Central",
                     *         "address": "Av. Cayetano Germosén esq. Av. Gregorio Luperón, Santo Domingo",
                     *         "phoneNumber": "809-555-0100",
                     *         "website": "https://turismo.portal.invalid",
                     *         "email": "info@turismo.portal.invalid"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Branch"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Page slug.
                 * @example politica-privacidad
                 */
                slug: "politica-privacidad" | "terminos-y-condiciones";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Política de privacidad",
                     *       "content": "<h2>Política de privacidad</h2><p>El Ministerio de Turismo protege sus datos personales.</p>"
                     *     }
                     */
                    "application/json": components["schemas"]["Page"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getGeneralQueriesMaps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Map items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "title": "Polo Turístico Puerto Plata",
                     *         "previewURL": "/media/mapas/puerto-plata-miniatura.jpg",
                     *         "imageURL": "/media/mapas/puerto-plata.jpg"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["MapItem"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentsInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Document groups (the group title is the "type" of the filter). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "title": "Leyes y reglamentos",
                     *         "documents": [
                     *           {
                     *             "documentTitle": "Ley 158-01 de Fomento al Desarrollo Turístico",
                     *             "documentURL": "/media/documentos/ley-158-01.pdf"
                     *           }
                     *         ]
                     *       },
                     *       {
                     *         "id": 2,
                     *         "title": "Formularios",
                     *         "documents": [
                     *           {
                     *             "documentTitle": "Formulario de no objeción",
                     *             "documentURL": "/media/documentos/formulario-no-objecion.pdf"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["DocumentGroup"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
}
