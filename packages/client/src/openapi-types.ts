/**
 * Generated from the gateway's OpenAPI document by openapi-typescript (`npm run client:types`). Do not edit.
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the store answers and the gateway is not shutting down */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                            store: string;
                        };
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gateway and protocol versions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: string;
                            protocolVersion: number;
                            name: string;
                        };
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue an access token for one device at one site */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @description One of: urn:service:oauth:desktop-token, urn:service:oauth:device-token */
                        grant_type: string;
                        device_id: string;
                        /** Format: uuid */
                        site_id: string;
                    };
                    "application/json": {
                        /** @description One of: urn:service:oauth:desktop-token, urn:service:oauth:device-token */
                        grant_type: string;
                        device_id: string;
                        /** Format: uuid */
                        site_id: string;
                    };
                };
            };
            responses: {
                /** @description A bearer token for the desktop or device surface of one site and one device. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Token"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/pair-site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pair with a site
         * @description Requests permission to query a practice. Fields may come as query parameters or as a JSON body. Best Practice sites need a pairingCode minted at the clinic (`site-agent pairing-code`).
         */
        post: {
            parameters: {
                query?: {
                    practiceManagementSiteId?: string;
                    /**
                     * @description One of: Best Practice, Zedmed, D4w.
                     * @example Best Practice
                     */
                    practiceManagementName?: string;
                    pairingCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The same fields as a JSON body (optional). */
            requestBody: {
                content: {
                    "application/json": {
                        practiceManagementSiteId?: string;
                        /**
                         * @description One of: Best Practice, Zedmed, D4w.
                         * @example Best Practice
                         */
                        practiceManagementName?: string;
                        pairingCode?: string;
                    };
                };
            };
            responses: {
                /** @description A site: one server running the agent for a practice. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/pairSite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pair with a site (deprecated alias of /pair-site)
         * @deprecated
         * @description Requests permission to query a practice. Fields may come as query parameters or as a JSON body. Best Practice sites need a pairingCode minted at the clinic (`site-agent pairing-code`).
         */
        post: {
            parameters: {
                query?: {
                    practiceManagementSiteId?: string;
                    /**
                     * @description One of: Best Practice, Zedmed, D4w.
                     * @example Best Practice
                     */
                    practiceManagementName?: string;
                    pairingCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The same fields as a JSON body (optional). */
            requestBody: {
                content: {
                    "application/json": {
                        practiceManagementSiteId?: string;
                        /**
                         * @description One of: Best Practice, Zedmed, D4w.
                         * @example Best Practice
                         */
                        practiceManagementName?: string;
                        pairingCode?: string;
                    };
                };
            };
            responses: {
                /** @description A site: one server running the agent for a practice. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sites of a practice
         * @description Returns the authoritative sites of the practice that the caller is paired with.
         */
        get: {
            parameters: {
                query?: {
                    practiceManagementSiteId?: string;
                    practiceManagementName?: string;
                    /** @description Deprecated (before 22.1109): practiceManagementSiteId. */
                    externalSiteId?: string;
                    /** @description Deprecated (before 22.1109): practiceManagementName. */
                    externalSiteIdProviderName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sites: components["schemas"]["Site"][];
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A site: one server running the agent for a practice. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                integratorId: string;
                                url: string;
                                description: string;
                                eventTypes: string[];
                                /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                                status: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Answers 201 with the endpoint and its whsec_ secret (shown only here). Every delivery has the body described by WebhookEvent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description https URL (plain http only to loopback, when the operator allows it). */
                        url: string;
                        eventTypes: ("query.completed" | "registeredQuery.resultChanged" | "registeredQuery.completed" | "site.availabilityChanged")[];
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                integratorId: string;
                                url: string;
                                description: string;
                                eventTypes: string[];
                                /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                                status: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                            /** @description whsec_… — shown only here; verify deliveries with any Standard Webhooks library. */
                            secret: string;
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            integratorId: string;
                            url: string;
                            description: string;
                            eventTypes: string[];
                            /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                            status: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook endpoint (its pending deliveries go with it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a webhook endpoint (url, eventTypes, description, status) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string;
                        eventTypes?: ("query.completed" | "registeredQuery.resultChanged" | "registeredQuery.completed" | "site.availabilityChanged")[];
                        description?: string;
                        status?: "enabled" | "disabled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            integratorId: string;
                            url: string;
                            description: string;
                            eventTypes: string[];
                            /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                            status: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/integrator/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description The new secret is shown only here; the previous one keeps signing (second signature) for 24 h.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description whsec_… — shown only here; verify deliveries with any Standard Webhooks library. */
                            secret: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event (type webhook.test) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /** @description The webhook-id header (the same on every attempt and redelivery). */
                            eventId: string;
                            eventType: string;
                            /** @description pending | delivered | failed */
                            status: string;
                            attempts: number;
                            nextAttemptAt?: string;
                            lastStatusCode?: number;
                            lastError?: string;
                            createdAt: string;
                            deliveredAt?: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent deliveries (newest first, up to 50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                /** @description The webhook-id header (the same on every attempt and redelivery). */
                                eventId: string;
                                eventType: string;
                                /** @description pending | delivered | failed */
                                status: string;
                                attempts: number;
                                nextAttemptAt?: string;
                                lastStatusCode?: number;
                                lastError?: string;
                                createdAt: string;
                                deliveredAt?: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (same webhook-id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /** @description The webhook-id header (the same on every attempt and redelivery). */
                            eventId: string;
                            eventType: string;
                            /** @description pending | delivered | failed */
                            status: string;
                            attempts: number;
                            nextAttemptAt?: string;
                            lastStatusCode?: number;
                            lastError?: string;
                            createdAt: string;
                            deliveredAt?: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the enabled registered queries */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            registeredQueries: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                siteId: string;
                                name: string;
                                /** @enum {string} */
                                registeredQueryType: "query";
                                /** @description enabled | completed | cancelled */
                                status: string;
                                frequency: number;
                                duration: number;
                                createdAt: string;
                                completedAt?: string;
                                /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                                lastHash?: string;
                                lastErrorDetails?: {
                                    /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                    errorType: string;
                                    errorCode: number;
                                    errorMessage: string;
                                };
                                metrics: {
                                    /** @description Milliseconds of SQL execution of the last run. */
                                    lastExecutionDuration: number;
                                    executionSucceededCount: number;
                                    executionFailedCount: number;
                                    /** @description Bytes of results that travelled (unchanged results send none). */
                                    resultSizeSum: number;
                                    requestSize: number;
                                    lastSucceededAt?: string;
                                    lastFailedAt?: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a query (runs every frequency seconds for duration seconds)
         * @description Answers 202 with the registration (its id). The first run starts at once; results are kept only when they change.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Set by the customer. */
                        name: string;
                        /** @enum {string} */
                        registeredQueryType: "query";
                        /** @description Seconds between runs: at least the gateway minimum (60 s by default), not above duration. */
                        frequency: number;
                        /** @description Seconds the registration runs (at most 86400). */
                        duration: number;
                        registerCommand: {
                            command: components["schemas"]["Command"];
                            /** @description Database to run against; the site default when omitted. */
                            catalogue?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Registered query (spec 2.3). */
                202: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            name: string;
                            /** @enum {string} */
                            registeredQueryType: "query";
                            /** @description enabled | completed | cancelled */
                            status: string;
                            frequency: number;
                            duration: number;
                            createdAt: string;
                            completedAt?: string;
                            /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                            lastHash?: string;
                            lastErrorDetails?: {
                                /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                errorType: string;
                                errorCode: number;
                                errorMessage: string;
                            };
                            metrics: {
                                /** @description Milliseconds of SQL execution of the last run. */
                                lastExecutionDuration: number;
                                executionSucceededCount: number;
                                executionFailedCount: number;
                                /** @description Bytes of results that travelled (unchanged results send none). */
                                resultSizeSum: number;
                                requestSize: number;
                                lastSucceededAt?: string;
                                lastFailedAt?: string;
                            };
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/registered/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a registered query */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered query (spec 2.3). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            name: string;
                            /** @enum {string} */
                            registeredQueryType: "query";
                            /** @description enabled | completed | cancelled */
                            status: string;
                            frequency: number;
                            duration: number;
                            createdAt: string;
                            completedAt?: string;
                            /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                            lastHash?: string;
                            lastErrorDetails?: {
                                /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                errorType: string;
                                errorCode: number;
                                errorMessage: string;
                            };
                            metrics: {
                                /** @description Milliseconds of SQL execution of the last run. */
                                lastExecutionDuration: number;
                                executionSucceededCount: number;
                                executionFailedCount: number;
                                /** @description Bytes of results that travelled (unchanged results send none). */
                                resultSizeSum: number;
                                requestSize: number;
                                lastSucceededAt?: string;
                                lastFailedAt?: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a registered query
         * @description 204: no further runs; status cancelled with completedAt. 409 when it has already completed or been cancelled.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled. */
                204: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/registered/{queryId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current result of a registered query
         * @description The result of the last run whose result changed. 404 before the first successful run.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description base64 of UTF-8 JSON: the array of rows. */
                            data: string;
                            parameters: {
                                name: string;
                                direction: string;
                                type: string;
                                value: string | null;
                            }[];
                            rows: number;
                            size: number;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/immediate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an immediate query
         * @description Runs the command and answers with the result (data is base64 of UTF-8 JSON). 503 when the site is not connected; 504 when not finished in time; 413 over 8 MB; 400 with the record for an SQL error.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an async query
         * @description Queues the command; read its status and result pages later. 201 with a Location header.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Created: the query record, with its path in Location. */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Path of the created query: GET it for its status. */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a query (mode in the body, default async)
         * @description The spec's named create path: `mode` selects immediate or async.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Created: the query record, with its path in Location. */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Path of the created query: GET it for its status. */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Status of up to 100 queries */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        queryIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BatchStatusResponse"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Query status (immediate or async) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/{queryId}/results/{pageNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Result page of a successful async query
         * @description Headers Size, Rows-Count, Rows-Range-Start, Rows-Range-End describe the page. 409 before success, 404 no such page, 410 past retention.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page: data is base64 of its JSON rows. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Bytes of the page as UTF-8 JSON. */
                        Size?: number;
                        /** @description Rows on this page. */
                        "Rows-Count"?: number;
                        /** @description Number of the first row on this page (1-based; 0 when empty). */
                        "Rows-Range-Start"?: number;
                        /** @description Number of the last row on this page (0 when empty). */
                        "Rows-Range-End"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PageContent"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/queries/{queryId}/results/{pageNumber}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Result page as a stream of raw JSON
         * @description The same page as a JSON array (not base64), streamed with backpressure.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page as a JSON array of row objects (keys in select order), streamed. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Bytes of the page as UTF-8 JSON. */
                        Size?: number;
                        /** @description Rows on this page. */
                        "Rows-Count"?: number;
                        /** @description Number of the first row on this page (1-based; 0 when empty). */
                        "Rows-Range-Start"?: number;
                        /** @description Number of the last row on this page (0 when empty). */
                        "Rows-Range-End"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        }[];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR CapabilityStatement of the site
         * @description Lists exactly the resources, interactions and search parameters served for this site (from its practice-management mapping).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CapabilityStatement */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/{resourceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR search (GET)
         * @description Searchset Bundle with `total`, `self` and `next` links (follow `next` to page; `_count` default 20, max 200). Parameters as FHIR R4 search defines them; see docs/fhir.md and metadata for what each resource supports. Unknown parameters are ignored with a warning entry unless `Prefer: handling=strict`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bundle (searchset) */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/{resourceType}/_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FHIR search (POST, form-encoded)
         * @description The same search with its parameters in an application/x-www-form-urlencoded body (other body types: 415).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bundle (searchset) */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the body is not form-encoded. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/{resourceType}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR read
         * @description One resource by id (the practice database record key); 404 OperationOutcome when there is none.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                    /** @description The record key in the practice database. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The resource */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/token-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Describe the presented token (checks it end to end) */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            integratorId: string;
                            siteId: string;
                            deviceId: string;
                            surface: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the enabled registered queries */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            registeredQueries: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                siteId: string;
                                name: string;
                                /** @enum {string} */
                                registeredQueryType: "query";
                                /** @description enabled | completed | cancelled */
                                status: string;
                                frequency: number;
                                duration: number;
                                createdAt: string;
                                completedAt?: string;
                                /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                                lastHash?: string;
                                lastErrorDetails?: {
                                    /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                    errorType: string;
                                    errorCode: number;
                                    errorMessage: string;
                                };
                                metrics: {
                                    /** @description Milliseconds of SQL execution of the last run. */
                                    lastExecutionDuration: number;
                                    executionSucceededCount: number;
                                    executionFailedCount: number;
                                    /** @description Bytes of results that travelled (unchanged results send none). */
                                    resultSizeSum: number;
                                    requestSize: number;
                                    lastSucceededAt?: string;
                                    lastFailedAt?: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a query (runs every frequency seconds for duration seconds)
         * @description Answers 201 with the registration (its id). The first run starts at once; results are kept only when they change.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Set by the customer. */
                        name: string;
                        /** @enum {string} */
                        registeredQueryType: "query";
                        /** @description Seconds between runs: at least the gateway minimum (60 s by default), not above duration. */
                        frequency: number;
                        /** @description Seconds the registration runs (at most 86400). */
                        duration: number;
                        registerCommand: {
                            command: components["schemas"]["Command"];
                            /** @description Database to run against; the site default when omitted. */
                            catalogue?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Registered query (spec 2.3). */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            name: string;
                            /** @enum {string} */
                            registeredQueryType: "query";
                            /** @description enabled | completed | cancelled */
                            status: string;
                            frequency: number;
                            duration: number;
                            createdAt: string;
                            completedAt?: string;
                            /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                            lastHash?: string;
                            lastErrorDetails?: {
                                /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                errorType: string;
                                errorCode: number;
                                errorMessage: string;
                            };
                            metrics: {
                                /** @description Milliseconds of SQL execution of the last run. */
                                lastExecutionDuration: number;
                                executionSucceededCount: number;
                                executionFailedCount: number;
                                /** @description Bytes of results that travelled (unchanged results send none). */
                                resultSizeSum: number;
                                requestSize: number;
                                lastSucceededAt?: string;
                                lastFailedAt?: string;
                            };
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/registered/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a registered query */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered query (spec 2.3). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            name: string;
                            /** @enum {string} */
                            registeredQueryType: "query";
                            /** @description enabled | completed | cancelled */
                            status: string;
                            frequency: number;
                            duration: number;
                            createdAt: string;
                            completedAt?: string;
                            /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                            lastHash?: string;
                            lastErrorDetails?: {
                                /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                errorType: string;
                                errorCode: number;
                                errorMessage: string;
                            };
                            metrics: {
                                /** @description Milliseconds of SQL execution of the last run. */
                                lastExecutionDuration: number;
                                executionSucceededCount: number;
                                executionFailedCount: number;
                                /** @description Bytes of results that travelled (unchanged results send none). */
                                resultSizeSum: number;
                                requestSize: number;
                                lastSucceededAt?: string;
                                lastFailedAt?: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a registered query
         * @description 204: no further runs; status cancelled with completedAt. 409 when it has already completed or been cancelled.
         */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled. */
                204: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/registered/{queryId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current result of a registered query
         * @description The result of the last run whose result changed. 404 before the first successful run.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description base64 of UTF-8 JSON: the array of rows. */
                            data: string;
                            parameters: {
                                name: string;
                                direction: string;
                                type: string;
                                value: string | null;
                            }[];
                            rows: number;
                            size: number;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/immediate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an immediate query
         * @description Runs the command and answers with the result (data is base64 of UTF-8 JSON). 503 when the site is not connected; 504 when not finished in time; 413 over 8 MB; 400 with the record for an SQL error.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an async query
         * @description Queues the command; read its status and result pages later. 201 with a Location header.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Created: the query record, with its path in Location. */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Path of the created query: GET it for its status. */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a query (mode in the body, default async)
         * @description The spec's named create path: `mode` selects immediate or async.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Created: the query record, with its path in Location. */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Path of the created query: GET it for its status. */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Status of up to 100 queries */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        queryIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BatchStatusResponse"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Query status (immediate or async) */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/{queryId}/results/{pageNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Result page of a successful async query
         * @description Headers Size, Rows-Count, Rows-Range-Start, Rows-Range-End describe the page. 409 before success, 404 no such page, 410 past retention.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page: data is base64 of its JSON rows. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Bytes of the page as UTF-8 JSON. */
                        Size?: number;
                        /** @description Rows on this page. */
                        "Rows-Count"?: number;
                        /** @description Number of the first row on this page (1-based; 0 when empty). */
                        "Rows-Range-Start"?: number;
                        /** @description Number of the last row on this page (0 when empty). */
                        "Rows-Range-End"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PageContent"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/queries/{queryId}/results/{pageNumber}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Result page as a stream of raw JSON
         * @description The same page as a JSON array (not base64), streamed with backpressure.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page as a JSON array of row objects (keys in select order), streamed. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Bytes of the page as UTF-8 JSON. */
                        Size?: number;
                        /** @description Rows on this page. */
                        "Rows-Count"?: number;
                        /** @description Number of the first row on this page (1-based; 0 when empty). */
                        "Rows-Range-Start"?: number;
                        /** @description Number of the last row on this page (0 when empty). */
                        "Rows-Range-End"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        }[];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR CapabilityStatement of the site
         * @description Lists exactly the resources, interactions and search parameters served for this site (from its practice-management mapping).
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CapabilityStatement */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/{resourceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR search (GET)
         * @description Searchset Bundle with `total`, `self` and `next` links (follow `next` to page; `_count` default 20, max 200). Parameters as FHIR R4 search defines them; see docs/fhir.md and metadata for what each resource supports. Unknown parameters are ignored with a warning entry unless `Prefer: handling=strict`.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bundle (searchset) */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/{resourceType}/_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FHIR search (POST, form-encoded)
         * @description The same search with its parameters in an application/x-www-form-urlencoded body (other body types: 415).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bundle (searchset) */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the body is not form-encoded. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/{resourceType}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR read
         * @description One resource by id (the practice database record key); 404 OperationOutcome when there is none.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                    /** @description The record key in the practice database. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The resource */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/token-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Describe the presented token (checks it end to end) */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            integratorId: string;
                            siteId: string;
                            deviceId: string;
                            surface: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the enabled registered queries */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            registeredQueries: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                siteId: string;
                                name: string;
                                /** @enum {string} */
                                registeredQueryType: "query";
                                /** @description enabled | completed | cancelled */
                                status: string;
                                frequency: number;
                                duration: number;
                                createdAt: string;
                                completedAt?: string;
                                /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                                lastHash?: string;
                                lastErrorDetails?: {
                                    /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                    errorType: string;
                                    errorCode: number;
                                    errorMessage: string;
                                };
                                metrics: {
                                    /** @description Milliseconds of SQL execution of the last run. */
                                    lastExecutionDuration: number;
                                    executionSucceededCount: number;
                                    executionFailedCount: number;
                                    /** @description Bytes of results that travelled (unchanged results send none). */
                                    resultSizeSum: number;
                                    requestSize: number;
                                    lastSucceededAt?: string;
                                    lastFailedAt?: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a query (runs every frequency seconds for duration seconds)
         * @description Answers 201 with the registration (its id). The first run starts at once; results are kept only when they change.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Set by the customer. */
                        name: string;
                        /** @enum {string} */
                        registeredQueryType: "query";
                        /** @description Seconds between runs: at least the gateway minimum (60 s by default), not above duration. */
                        frequency: number;
                        /** @description Seconds the registration runs (at most 86400). */
                        duration: number;
                        registerCommand: {
                            command: components["schemas"]["Command"];
                            /** @description Database to run against; the site default when omitted. */
                            catalogue?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Registered query (spec 2.3). */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            name: string;
                            /** @enum {string} */
                            registeredQueryType: "query";
                            /** @description enabled | completed | cancelled */
                            status: string;
                            frequency: number;
                            duration: number;
                            createdAt: string;
                            completedAt?: string;
                            /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                            lastHash?: string;
                            lastErrorDetails?: {
                                /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                errorType: string;
                                errorCode: number;
                                errorMessage: string;
                            };
                            metrics: {
                                /** @description Milliseconds of SQL execution of the last run. */
                                lastExecutionDuration: number;
                                executionSucceededCount: number;
                                executionFailedCount: number;
                                /** @description Bytes of results that travelled (unchanged results send none). */
                                resultSizeSum: number;
                                requestSize: number;
                                lastSucceededAt?: string;
                                lastFailedAt?: string;
                            };
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/registered/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a registered query */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered query (spec 2.3). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            name: string;
                            /** @enum {string} */
                            registeredQueryType: "query";
                            /** @description enabled | completed | cancelled */
                            status: string;
                            frequency: number;
                            duration: number;
                            createdAt: string;
                            completedAt?: string;
                            /** @description SHA-256 hex of the last result (its decoded JSON), computed by the agent. */
                            lastHash?: string;
                            lastErrorDetails?: {
                                /** @description Engine name (mssql, fbsql, pgsql, mysql, sqlite), http, agent, or gateway (a run the scheduler could not start). */
                                errorType: string;
                                errorCode: number;
                                errorMessage: string;
                            };
                            metrics: {
                                /** @description Milliseconds of SQL execution of the last run. */
                                lastExecutionDuration: number;
                                executionSucceededCount: number;
                                executionFailedCount: number;
                                /** @description Bytes of results that travelled (unchanged results send none). */
                                resultSizeSum: number;
                                requestSize: number;
                                lastSucceededAt?: string;
                                lastFailedAt?: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a registered query
         * @description 204: no further runs; status cancelled with completedAt. 409 when it has already completed or been cancelled.
         */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled. */
                204: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/registered/{queryId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current result of a registered query
         * @description The result of the last run whose result changed. 404 before the first successful run.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    siteId: string;
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description base64 of UTF-8 JSON: the array of rows. */
                            data: string;
                            parameters: {
                                name: string;
                                direction: string;
                                type: string;
                                value: string | null;
                            }[];
                            rows: number;
                            size: number;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/immediate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an immediate query
         * @description Runs the command and answers with the result (data is base64 of UTF-8 JSON). 503 when the site is not connected; 504 when not finished in time; 413 over 8 MB; 400 with the record for an SQL error.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an async query
         * @description Queues the command; read its status and result pages later. 201 with a Location header.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Created: the query record, with its path in Location. */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Path of the created query: GET it for its status. */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a query (mode in the body, default async)
         * @description The spec's named create path: `mode` selects immediate or async.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Created: the query record, with its path in Location. */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Path of the created query: GET it for its status. */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecordWithError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Status of up to 100 queries */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        queryIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BatchStatusResponse"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Query status (immediate or async) */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Query record (spec 2.2). */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueryRecord"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/{queryId}/results/{pageNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Result page of a successful async query
         * @description Headers Size, Rows-Count, Rows-Range-Start, Rows-Range-End describe the page. 409 before success, 404 no such page, 410 past retention.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page: data is base64 of its JSON rows. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Bytes of the page as UTF-8 JSON. */
                        Size?: number;
                        /** @description Rows on this page. */
                        "Rows-Count"?: number;
                        /** @description Number of the first row on this page (1-based; 0 when empty). */
                        "Rows-Range-Start"?: number;
                        /** @description Number of the last row on this page (0 when empty). */
                        "Rows-Range-End"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PageContent"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/queries/{queryId}/results/{pageNumber}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Result page as a stream of raw JSON
         * @description The same page as a JSON array (not base64), streamed with backpressure.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page as a JSON array of row objects (keys in select order), streamed. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        /** @description Bytes of the page as UTF-8 JSON. */
                        Size?: number;
                        /** @description Rows on this page. */
                        "Rows-Count"?: number;
                        /** @description Number of the first row on this page (1-based; 0 when empty). */
                        "Rows-Range-Start"?: number;
                        /** @description Number of the last row on this page (0 when empty). */
                        "Rows-Range-End"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        }[];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                410: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR CapabilityStatement of the site
         * @description Lists exactly the resources, interactions and search parameters served for this site (from its practice-management mapping).
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CapabilityStatement */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/{resourceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR search (GET)
         * @description Searchset Bundle with `total`, `self` and `next` links (follow `next` to page; `_count` default 20, max 200). Parameters as FHIR R4 search defines them; see docs/fhir.md and metadata for what each resource supports. Unknown parameters are ignored with a warning entry unless `Prefer: handling=strict`.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bundle (searchset) */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/{resourceType}/_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FHIR search (POST, form-encoded)
         * @description The same search with its parameters in an application/x-www-form-urlencoded body (other body types: 415).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bundle (searchset) */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the body is not form-encoded. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/{resourceType}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR read
         * @description One resource by id (the practice database record key); 404 OperationOutcome when there is none.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: string;
                };
                path: {
                    /** @description GUID */
                    siteId: string;
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: string;
                    /** @description The record key in the practice database. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The resource */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict). */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no or a wrong credential. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not authoritative or not active, or the token is for another site. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: no such site for this caller, resource type or id. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: a _format or Accept other than JSON. */
                406: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site's database failed. */
                502: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site is not connected. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description OperationOutcome: the site did not answer in time. */
                504: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a site (called by `site-agent install`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description GUID
                         */
                        siteId: string;
                        subscriptionKey: string;
                        /**
                         * @description One of: Best Practice, Zedmed, D4w.
                         * @example Best Practice
                         */
                        practiceManagementName: string;
                        practiceManagementSiteId: string;
                        practiceName: string;
                        practiceManagementVersion: string;
                        databaseEngine: "sqlite" | "postgres" | "mysql" | "mssql" | "firebird";
                        catalogue: {
                            name: string;
                            isDefault: boolean;
                        }[];
                        linkVersion: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            site: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                siteId: string;
                                status: string;
                                authoritative: boolean;
                                availability: string;
                                practiceManagementName: string;
                                practiceManagementSiteId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            site: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                siteId: string;
                                status: string;
                                authoritative: boolean;
                                availability: string;
                                practiceManagementName: string;
                                practiceManagementSiteId: string;
                            };
                        };
                    };
                };
                /** @description Error body of the agent API. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's own site as the gateway sees it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            siteId: string;
                            status: string;
                            authoritative: boolean;
                            availability: string;
                            practiceManagementName: string;
                            practiceManagementSiteId: string;
                        };
                    };
                };
                /** @description Error body of the agent API. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/pairing-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint a single-use pairing code for this practice (valid 24 h) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pairingCode: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Error body of the agent API. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                403: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/queries/{queryId}/pages/{pageNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload one result page (JSON array text, streamed) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error body of the agent API. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/queries/{queryId}/encoded-pages/{pageNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload one result page compressed (Content-Encoding: the encoding the welcome named) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    queryId: string;
                    pageNumber: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error body of the agent API. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                409: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description Error body of the agent API. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
                /** @description The gateway is shutting down (NOT_READY). */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AgentError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integrators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List integrators */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            integrators: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                name: string;
                                status: "active" | "disabled";
                                /** @description First characters of the key, to tell keys apart. */
                                keyPrefix: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create an integrator (its key is shown only in this response) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            integrator: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                name: string;
                                status: "active" | "disabled";
                                /** @description First characters of the key, to tell keys apart. */
                                keyPrefix: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            apiKey: string;
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body is larger than the gateway accepts (PAYLOAD_TOO_LARGE). */
                413: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The body has another content type than the operation takes (UNSUPPORTED_MEDIA_TYPE). */
                415: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integrators/{integratorId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable an integrator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    integratorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            name: string;
                            status: "active" | "disabled";
                            /** @description First characters of the key, to tell keys apart. */
                            keyPrefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integrators/{integratorId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-enable an integrator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    integratorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            name: string;
                            status: "active" | "disabled";
                            /** @description First characters of the key, to tell keys apart. */
                            keyPrefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every site with its availability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sites: components["schemas"]["Site"][];
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sites/{siteId}/make-authoritative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make this site the authoritative server of its practice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A site: one server running the agent for a practice. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sites/{siteId}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a site's subscription */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A site: one server running the agent for a practice. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sites/{siteId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a site's subscription (disconnects its agent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A site: one server running the agent for a practice. */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Site"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every integrator's webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                integratorId: string;
                                url: string;
                                description: string;
                                eventTypes: string[];
                                /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                                status: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhookId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a webhook endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            integratorId: string;
                            url: string;
                            description: string;
                            eventTypes: string[];
                            /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                            status: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhookId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-enable a webhook endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description GUID
                             */
                            id: string;
                            integratorId: string;
                            url: string;
                            description: string;
                            eventTypes: string[];
                            /** @description enabled | disabled | suspended (disabled by the operator: only the operator can enable it again) */
                            status: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook endpoint's recent deliveries */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                id: string;
                                /** @description The webhook-id header (the same on every attempt and redelivery). */
                                eventId: string;
                                eventType: string;
                                /** @description pending | delivered | failed */
                                status: string;
                                attempts: number;
                                nextAttemptAt?: string;
                                lastStatusCode?: number;
                                lastError?: string;
                                createdAt: string;
                                deliveredAt?: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (VALIDATION_FAILED, MALFORMED_JSON); the message names the field. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                401: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                404: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests (RATE_LIMITED); retry after Retry-After seconds. */
                429: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description An unexpected fault (INTERNAL_ERROR); the detail is in the gateway log. */
                500: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Error envelope of every non-FHIR, non-agent error. */
                503: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
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
        /**
         * @description Body of every webhook delivery, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers).
         * @example {
         *       "type": "query.completed",
         *       "timestamp": "2026-11-23T10:15:00.000Z",
         *       "data": {
         *         "queryId": "01a20a4c-5fd0-744b-a23c-bb4cf77c1043",
         *         "siteId": "8423399d-61fb-486a-841c-e6e4d7fd307e",
         *         "status": "successful"
         *       }
         *     }
         */
        WebhookEvent: {
            /** @description query.completed (an async query reached a final status: data {siteId, queryId, status}); registeredQuery.resultChanged (data {siteId, registeredQueryId, lastHash}); registeredQuery.completed (data {siteId, registeredQueryId, status}); site.availabilityChanged (data {siteId, availability, previous}). */
            type: "query.completed" | "registeredQuery.resultChanged" | "registeredQuery.completed" | "site.availabilityChanged";
            timestamp: string;
            data: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "error": {
         *         "status": 400,
         *         "statusText": "Bad Request",
         *         "message": "no such table: PATIENT",
         *         "code": "SQL_ERROR"
         *       },
         *       "status": "executionFailed"
         *     }
         */
        QueryRecordWithError: {
            /**
             * Format: uuid
             * @description GUID
             */
            id?: string;
            integratorId?: string;
            /**
             * Format: uuid
             * @description GUID
             */
            siteId?: string;
            mode?: "immediate" | "async";
            status?: string;
            maxTimeInQueue?: number;
            catalogue?: string;
            sqlQuerySize?: number;
            commandSize?: number;
            requestSize?: number;
            createdAt?: string;
            updatedAt?: string;
            completedAt?: string;
            statusTiming?: {
                initialising?: {
                    startTime: string;
                    endTime?: string;
                };
                queued?: {
                    startTime: string;
                    endTime?: string;
                };
                downloading?: {
                    startTime: string;
                    endTime?: string;
                };
                executing?: {
                    startTime: string;
                    endTime?: string;
                };
                uploading?: {
                    startTime: string;
                    endTime?: string;
                };
            };
            metrics?: {
                sqlExecutionDuration?: number;
            };
            result?: {
                rows: number;
                size: number;
                /** @description base64 of UTF-8 JSON (immediate queries) */
                data?: string;
                parameters: {
                    name: string;
                    direction: string;
                    type: string;
                    value: string | null;
                }[];
                pages?: components["schemas"]["Page"][];
                rowsAffected?: number;
            };
            resultSize?: number;
            errorDetails?: {
                errorType: string;
                errorCode: number;
                errorMessage: string;
            };
            error: {
                status: number;
                statusText: string;
                message: string;
                code: string;
            };
        };
        /**
         * @description Query record (spec 2.2).
         * @example {
         *       "id": "9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93",
         *       "integratorId": "f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f",
         *       "siteId": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "mode": "immediate",
         *       "status": "successful",
         *       "maxTimeInQueue": 30000,
         *       "catalogue": "BPSPatients",
         *       "sqlQuerySize": 40,
         *       "commandSize": 95,
         *       "requestSize": 120,
         *       "createdAt": "2026-11-20T01:30:00.000Z",
         *       "updatedAt": "2026-11-20T01:30:00.140Z",
         *       "completedAt": "2026-11-20T01:30:00.140Z",
         *       "statusTiming": {
         *         "queued": {
         *           "startTime": "2026-11-20T01:30:00.000Z",
         *           "endTime": "2026-11-20T01:30:00.010Z"
         *         }
         *       },
         *       "metrics": {
         *         "sqlExecutionDuration": 12
         *       },
         *       "result": {
         *         "rows": 1,
         *         "size": 27,
         *         "data": "W3siU3VybmFtZSI6IlNtaXRoIn1d",
         *         "parameters": []
         *       },
         *       "resultSize": 27
         *     }
         */
        QueryRecord: {
            /**
             * Format: uuid
             * @description GUID
             */
            id: string;
            integratorId: string;
            /**
             * Format: uuid
             * @description GUID
             */
            siteId: string;
            mode: "immediate" | "async";
            status: string;
            maxTimeInQueue: number;
            catalogue: string;
            sqlQuerySize: number;
            commandSize: number;
            requestSize: number;
            createdAt: string;
            updatedAt: string;
            completedAt?: string;
            statusTiming: {
                initialising?: {
                    startTime: string;
                    endTime?: string;
                };
                queued?: {
                    startTime: string;
                    endTime?: string;
                };
                downloading?: {
                    startTime: string;
                    endTime?: string;
                };
                executing?: {
                    startTime: string;
                    endTime?: string;
                };
                uploading?: {
                    startTime: string;
                    endTime?: string;
                };
            };
            metrics: {
                sqlExecutionDuration?: number;
            };
            result?: {
                rows: number;
                size: number;
                /** @description base64 of UTF-8 JSON (immediate queries) */
                data?: string;
                parameters: {
                    name: string;
                    direction: string;
                    type: string;
                    value: string | null;
                }[];
                pages?: components["schemas"]["Page"][];
                rowsAffected?: number;
            };
            resultSize?: number;
            errorDetails?: {
                errorType: string;
                errorCode: number;
                errorMessage: string;
            };
        };
        /**
         * @example {
         *       "command": {
         *         "text": "SELECT Surname FROM BPS_Patients WHERE InternalID = @id",
         *         "parameters": [
         *           {
         *             "name": "@id",
         *             "type": "Int",
         *             "value": "42"
         *           }
         *         ]
         *       }
         *     }
         */
        CreateQueryBody: {
            command?: components["schemas"]["Command"];
            /** @description Deprecated: use command.text. A reader text command. */
            sqlQuery?: string;
            /** @description Milliseconds: immediate 0..60000 (default 30000), async 0..7200000 (default 3600000). */
            maxTimeInQueue?: number;
            catalogue?: string;
            /** @description On POST …/queries selects the mode (default async); on …/immediate and …/async it may only repeat the path's mode. */
            mode?: "immediate" | "async";
        };
        /**
         * @example {
         *       "text": "SELECT 1 AS one",
         *       "executionMode": "reader",
         *       "type": "text",
         *       "parameters": []
         *     }
         */
        Command: {
            /** @description SQL text, or the stored procedure name when type is storedProcedure. */
            text: string;
            executionMode?: "reader" | "nonQuery" | "scalar";
            type?: "text" | "storedProcedure";
            parameters?: components["schemas"]["Parameter"][];
        };
        /**
         * @example {
         *       "name": "@day",
         *       "direction": "input",
         *       "type": "Date",
         *       "value": "2026-11-20"
         *     }
         */
        Parameter: {
            name: string;
            direction?: "input" | "output" | "inputOutput" | "returnValue";
            type: "BigInt" | "Binary" | "Bit" | "Char" | "Date" | "DateTime" | "DateTime2" | "DateTimeOffset" | "Decimal" | "Float" | "Image" | "Int" | "Money" | "NChar" | "NText" | "NVarChar" | "Real" | "SmallDateTime" | "SmallInt" | "SmallMoney" | "Text" | "Time" | "Timestamp" | "TinyInt" | "UniqueIdentifier" | "VarBinary" | "VarChar" | "Variant" | "Xml";
            value?: string | null;
            /** @description Maximum length: bytes (binary) or characters (text). */
            size?: number;
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "queryId": "9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93",
         *           "status": "notFound"
         *         }
         *       ]
         *     }
         */
        BatchStatusResponse: {
            results: {
                queryId: string;
                status: "found" | "notFound";
                query?: components["schemas"]["QueryRecord"];
            }[];
        };
        /**
         * @example {
         *       "pageNumber": 1,
         *       "status": "cached",
         *       "size": 2048,
         *       "rows": {
         *         "count": 10,
         *         "rangeStart": 1,
         *         "rangeEnd": 10
         *       }
         *     }
         */
        Page: {
            pageNumber: number;
            /** @description queued | uploading | cached | expired */
            status: string;
            size: number;
            rows: {
                count: number;
                rangeStart: number;
                rangeEnd: number;
            };
        };
        /**
         * @example {
         *       "data": "W3siU3VybmFtZSI6IlNtaXRoIn1d",
         *       "parameters": []
         *     }
         */
        PageContent: {
            /** @description base64 of the page as UTF-8 JSON: an array of row objects */
            data: string;
            parameters: {
                name: string;
                direction: string;
                type: string;
                value: string | null;
            }[];
        };
        /**
         * @description A site: one server running the agent for a practice.
         * @example {
         *       "id": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "pmsType": "BestPractice",
         *       "availability": "online",
         *       "status": "active",
         *       "linkVersion": "26.1121.1",
         *       "catalogue": [
         *         {
         *           "name": "BPSPatients",
         *           "isDefault": true
         *         }
         *       ],
         *       "practiceMetadata": {
         *         "pmsType": "BestPractice",
         *         "practiceName": "Demo Family Clinic",
         *         "practiceManagementSiteId": "DEMO-BP-0001",
         *         "practiceManagementVersion": "6.5.1"
         *       },
         *       "name": "Demo Family Clinic",
         *       "practiceManagementSiteId": "DEMO-BP-0001",
         *       "practiceManagementName": "Best Practice",
         *       "practiceManagementVersion": "6.5.1",
         *       "createdAt": "2026-11-20T01:00:00.000Z",
         *       "authoritative": true
         *     }
         */
        Site: {
            /**
             * Format: uuid
             * @description GUID
             */
            id: string;
            pmsType: string;
            availability: "online" | "offline" | "unavailable";
            /** @description initialising | active | removed | uninstalled */
            status: string;
            /** @description Agent build, YY.Mdd.Build */
            linkVersion: string;
            /** Format: date-time */
            enrichedAt?: string;
            catalogue: {
                name: string;
                isDefault: boolean;
            }[];
            practiceMetadata: {
                pmsType: string;
                practiceName: string;
                practiceManagementSiteId: string;
                practiceManagementVersion: string;
            };
            name: string;
            practiceManagementSiteId: string;
            practiceManagementName: string;
            practiceManagementVersion: string;
            /** Format: date-time */
            createdAt: string;
            authoritative: boolean;
            clientTimestampUTC?: string;
            /** Format: date-time */
            heartbeatTimestampUTC?: string;
            /** @description The clinic's IANA time zone as its agent reports it (the FHIR facade writes the site's local times with its offset). Absent until an agent reports one; the site is then read as Australia/Sydney. */
            timeZone?: string;
        };
        /**
         * @description A bearer token for the desktop or device surface of one site and one device.
         * @example {
         *       "access_token": "eyJhbGciOiJIUzI1NiJ9.…",
         *       "token_type": "Bearer",
         *       "expires_in": 3600
         *     }
         */
        Token: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds until the token expires. */
            expires_in: number;
        };
        /**
         * @description Error envelope of every non-FHIR, non-agent error.
         * @example {
         *       "error": {
         *         "status": 404,
         *         "statusText": "Not Found",
         *         "message": "Site not found.",
         *         "code": "SITE_NOT_FOUND"
         *       }
         *     }
         */
        ErrorEnvelope: {
            error: {
                status: number;
                statusText: string;
                message: string;
                /** @description Stable machine-readable code; see docs/errors.md. */
                code: string;
            };
        };
        /**
         * @description Error body of the agent API.
         * @example {
         *       "statusCode": 401,
         *       "message": "Access denied: the subscription key is not valid.",
         *       "code": "SUBSCRIPTION_KEY_INVALID"
         *     }
         */
        AgentError: {
            statusCode: number;
            message: string;
            code: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The gateway release (YY.Mdd.Build). */
        "X-Gateway-Version": string;
        /** @description Requests allowed per window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
