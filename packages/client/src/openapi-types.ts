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
                500: components["responses"]["INTERNAL_ERROR"];
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
                500: components["responses"]["INTERNAL_ERROR"];
                503: components["responses"]["NOT_READY"];
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
                500: components["responses"]["INTERNAL_ERROR"];
                503: components["responses"]["NOT_READY"];
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
                500: components["responses"]["INTERNAL_ERROR"];
                503: components["responses"]["NOT_READY"];
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
                        /** @description One of: urn:service:oauth:desktop-token, urn:service:oauth:device-token, or a name the operator maps to one of them */
                        grant_type: string;
                        device_id: string;
                        /** Format: uuid */
                        site_id: string;
                    };
                    "application/json": {
                        /** @description One of: urn:service:oauth:desktop-token, urn:service:oauth:device-token, or a name the operator maps to one of them */
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
                /**
                 * @description - `VALIDATION_FAILED`: The request is not valid.
                 *     - `MALFORMED_JSON`: The request body is not valid JSON.
                 *     - `UNSUPPORTED_GRANT_TYPE`: Unsupported grant_type.
                 */
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
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    practiceManagementSiteId?: components["parameters"]["query.practiceManagementSiteId"];
                    /**
                     * @description One of: Best Practice, Zedmed, D4w.
                     * @example Best Practice
                     */
                    practiceManagementName?: components["parameters"]["query.practiceManagementName"];
                    pairingCode?: components["parameters"]["query.pairingCode"];
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
                200: components["responses"]["200.Site"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_PMS_KIND.PAIRING_CODE_REQUIRED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.PAIRING_CODE_INVALID"];
                404: components["responses"]["PRACTICE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    practiceManagementSiteId?: components["parameters"]["query.practiceManagementSiteId"];
                    /**
                     * @description One of: Best Practice, Zedmed, D4w.
                     * @example Best Practice
                     */
                    practiceManagementName?: components["parameters"]["query.practiceManagementName"];
                    pairingCode?: components["parameters"]["query.pairingCode"];
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
                200: components["responses"]["200.Site"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_PMS_KIND.PAIRING_CODE_REQUIRED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.PAIRING_CODE_INVALID"];
                404: components["responses"]["PRACTICE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
         * List sites of a practice, or every paired site
         * @description Returns the authoritative sites of the practice that the caller is paired with. Without practiceManagementSiteId and practiceManagementName, returns the authoritative site of every practice the caller is paired with.
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
                200: components["responses"]["200.sites"];
                /**
                 * @description - `VALIDATION_FAILED`: The request is not valid.
                 *     - `UNKNOWN_PMS_KIND`: Unknown practiceManagementName.
                 */
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
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.Site"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                /**
                 * @description - `INTEGRATOR_DISABLED`: The integrator is disabled.
                 *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
                 */
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
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                200: components["responses"]["200.webhooks"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    "application/json": components["schemas"]["CreateWebhookBody"];
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
                            endpoint: components["schemas"]["WebhookEndpoint"];
                            /** @description whsec_… — shown only here; verify deliveries with any Standard Webhooks library. */
                            secret: string;
                        };
                    };
                };
                /**
                 * @description - `VALIDATION_FAILED`: The request is not valid.
                 *     - `MALFORMED_JSON`: The request body is not valid JSON.
                 *     - `WEBHOOK_URL_INVALID`: The webhook url must use https (plain http only to loopback, when the operator allows it).
                 */
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
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                /** @description - `WEBHOOK_ENDPOINT_LIMIT_REACHED`: This integrator has as many webhook endpoints as allowed; delete one first. */
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
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.WebhookEndpoint"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateWebhookBody"];
                };
            };
            responses: {
                200: components["responses"]["200.WebhookEndpoint"];
                /**
                 * @description - `VALIDATION_FAILED`: The request is not valid.
                 *     - `MALFORMED_JSON`: The request body is not valid JSON.
                 *     - `WEBHOOK_URL_INVALID`: The webhook url must use https (plain http only to loopback, when the operator allows it).
                 */
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
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                /** @description - `WEBHOOK_SUSPENDED`: The operator suspended this webhook endpoint; only the operator can enable it again. */
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
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
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
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202.WebhookDelivery"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.deliveries"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202.WebhookDelivery"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                /**
                 * @description - `WEBHOOK_NOT_FOUND`: Webhook endpoint not found.
                 *     - `WEBHOOK_DELIVERY_NOT_FOUND`: Webhook delivery not found.
                 */
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
                /** @description - `WEBHOOK_DELIVERY_PENDING`: The delivery is still being sent or retried; it can be redelivered once it is delivered or failed. */
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
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/smart/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the integrator's SMART clients */
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
                            clients: {
                                /** @description The client id: the `iss` and `sub` of its client assertions. */
                                id: string;
                                name: string;
                                /** @description The public JWK Set as registered. */
                                jwks: {
                                    keys: {
                                        [key: string]: unknown;
                                    }[];
                                };
                                scopes: string[];
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
            };
        };
        put?: never;
        /** Register a SMART Backend Services client */
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
                        /** @description Public keys only: RSA (RS384) or EC P-384 (ES384) JWKs. */
                        jwks: {
                            keys: {
                                [key: string]: unknown;
                            }[];
                        };
                        /** @description System read scopes the client may be granted: system/Patient.rs, system/*.rs (or .read). */
                        scopes: string[];
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
                            /** @description The client id: the `iss` and `sub` of its client assertions. */
                            id: string;
                            name: string;
                            /** @description The public JWK Set as registered. */
                            jwks: {
                                keys: {
                                    [key: string]: unknown;
                                }[];
                            };
                            scopes: string[];
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/smart/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a SMART client (its tokens stop working) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204"];
                400: components["responses"]["VALIDATION_FAILED.3"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED"];
                /** @description - `SMART_CLIENT_NOT_FOUND`: SMART client not found. */
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
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
            };
        };
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.registeredQueries"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateRegisteredQueryBody"];
                };
            };
            responses: {
                202: components["responses"]["202.RegisteredQuery"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.REGISTERED_QUERY_FREQUENCY_INVALID"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                409: components["responses"]["REGISTERED_QUERY_LIMIT_REACHED"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["202.RegisteredQuery"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204.2"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND"];
                409: components["responses"]["REGISTERED_QUERY_ENDED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.RegisteredQueryResult"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND.REGISTERED_QUERY_NO_RESULT"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                200: components["responses"]["200.QueryRecord"];
                400: components["responses"]["QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                502: components["responses"]["QueryRecord.RESULT_TRANSFER_FAILED"];
                503: components["responses"]["SITE_NOT_CONNECTED.NOT_READY"];
                504: components["responses"]["QueryRecord.QUERY_TIMEOUT"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                201: components["responses"]["201.QueryRecord"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
         * @description The general create path: `mode` selects immediate or async (default async).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                200: components["responses"]["200.QueryRecord"];
                201: components["responses"]["201.QueryRecord"];
                400: components["responses"]["QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                502: components["responses"]["QueryRecord.RESULT_TRANSFER_FAILED"];
                503: components["responses"]["SITE_NOT_CONNECTED.NOT_READY"];
                504: components["responses"]["QueryRecord.QUERY_TIMEOUT"];
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
                    siteId: components["parameters"]["path.siteId"];
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
                200: components["responses"]["200.BatchStatusResponse"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.2"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.QueryRecord"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.PageContent"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND"];
                409: components["responses"]["QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND"];
                409: components["responses"]["QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
    "/integrator/sites/{siteId}/fhir/R4/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of every resource type served (system level)
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of every resource type served (system level)
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/Patient/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of all patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of all patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/Group/{groupId}/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of a group of patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description The group: `active-patients` (every active patient). */
                    groupId: components["parameters"]["path.groupId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of a group of patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description The group: `active-patients` (every active patient). */
                    groupId: components["parameters"]["path.groupId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/$export-status/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export status
         * @description 202 with `X-Progress` and `Retry-After` while the export runs; 200 with the manifest once it is complete; 404 once cancelled or expired.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.2"];
                202: components["responses"]["202.2"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a bulk export
         * @description Cancels the export and deletes its files: 202, then its status and files answer 404.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202.3"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrator/sites/{siteId}/fhir/R4/$export-output/{exportId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk export output file
         * @description One resource per line (application/fhir+ndjson), streamed. Needs the credential that started the export.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                    /** @description A file named in the manifest, e.g. Patient.ndjson. */
                    file: components["parameters"]["path.file"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.3"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.3"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.4"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.5"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.5"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                415: components["responses"]["415"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                    /** @description The record key in the practice database. */
                    id: components["parameters"]["path.id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.6"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
    "/integrator/sites/{siteId}/fhir/R4/.well-known/smart-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SMART configuration of a FHIR base
         * @description Discovery for SMART Backend Services clients: the token endpoint and what it supports. No credential needed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
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
                            [key: string]: unknown;
                        };
                    };
                };
                /**
                 * @description OperationOutcome.
                 *
                 *     Gateway codes (issue.details.coding):
                 *     - `VALIDATION_FAILED`: The request is not valid.
                 */
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
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
    "/integrator/smart/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * SMART Backend Services token
         * @description OAuth 2.0 client_credentials with a private_key_jwt client assertion (RS384 or ES384, `aud` this URL, `exp` at most 5 minutes ahead, a `jti` never used before). Form fields: grant_type, client_assertion_type, client_assertion, scope. Errors are OAuth 2.0 JSON.
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
                    "application/x-www-form-urlencoded": {
                        [key: string]: string;
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
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            expires_in: number;
                            scope: string;
                        };
                    };
                };
                /** @description - `VALIDATION_FAILED`: The request is not valid. */
                400: {
                    headers: {
                        "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            error_description: string;
                        } | components["schemas"]["ErrorEnvelope"];
                    };
                };
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
            };
        };
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.integratorId.siteId.deviceId.surface"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.registeredQueries"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateRegisteredQueryBody"];
                };
            };
            responses: {
                201: components["responses"]["202.RegisteredQuery"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.REGISTERED_QUERY_FREQUENCY_INVALID"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                409: components["responses"]["REGISTERED_QUERY_LIMIT_REACHED"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["202.RegisteredQuery"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204.2"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND"];
                409: components["responses"]["REGISTERED_QUERY_ENDED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.RegisteredQueryResult"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND.REGISTERED_QUERY_NO_RESULT"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                200: components["responses"]["200.QueryRecord"];
                400: components["responses"]["QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                502: components["responses"]["QueryRecord.RESULT_TRANSFER_FAILED"];
                503: components["responses"]["SITE_NOT_CONNECTED.NOT_READY"];
                504: components["responses"]["QueryRecord.QUERY_TIMEOUT"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                201: components["responses"]["201.QueryRecord"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
         * @description The general create path: `mode` selects immediate or async (default async).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                200: components["responses"]["200.QueryRecord"];
                201: components["responses"]["201.QueryRecord"];
                400: components["responses"]["QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                502: components["responses"]["QueryRecord.RESULT_TRANSFER_FAILED"];
                503: components["responses"]["SITE_NOT_CONNECTED.NOT_READY"];
                504: components["responses"]["QueryRecord.QUERY_TIMEOUT"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
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
                200: components["responses"]["200.BatchStatusResponse"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.2"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.QueryRecord"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.PageContent"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND"];
                409: components["responses"]["QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND"];
                409: components["responses"]["QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
    "/desktop/sites/{siteId}/fhir/R4/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of every resource type served (system level)
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of every resource type served (system level)
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/Patient/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of all patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of all patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/Group/{groupId}/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of a group of patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description The group: `active-patients` (every active patient). */
                    groupId: components["parameters"]["path.groupId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of a group of patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description The group: `active-patients` (every active patient). */
                    groupId: components["parameters"]["path.groupId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/$export-status/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export status
         * @description 202 with `X-Progress` and `Retry-After` while the export runs; 200 with the manifest once it is complete; 404 once cancelled or expired.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.2"];
                202: components["responses"]["202.2"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a bulk export
         * @description Cancels the export and deletes its files: 202, then its status and files answer 404.
         */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202.3"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/desktop/sites/{siteId}/fhir/R4/$export-output/{exportId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk export output file
         * @description One resource per line (application/fhir+ndjson), streamed. Needs the credential that started the export.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                    /** @description A file named in the manifest, e.g. Patient.ndjson. */
                    file: components["parameters"]["path.file"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.3"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.3"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.4"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.5"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.5"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                415: components["responses"]["415"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                    /** @description The record key in the practice database. */
                    id: components["parameters"]["path.id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.6"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.integratorId.siteId.deviceId.surface"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.registeredQueries"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateRegisteredQueryBody"];
                };
            };
            responses: {
                201: components["responses"]["202.RegisteredQuery"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.REGISTERED_QUERY_FREQUENCY_INVALID"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                409: components["responses"]["REGISTERED_QUERY_LIMIT_REACHED"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["202.RegisteredQuery"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204.2"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND"];
                409: components["responses"]["REGISTERED_QUERY_ENDED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    siteId: components["parameters"]["path.siteId.2"];
                    queryId: components["parameters"]["path.queryId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.RegisteredQueryResult"];
                400: components["responses"]["VALIDATION_FAILED.4"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND.REGISTERED_QUERY_NO_RESULT"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                200: components["responses"]["200.QueryRecord"];
                400: components["responses"]["QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                502: components["responses"]["QueryRecord.RESULT_TRANSFER_FAILED"];
                503: components["responses"]["SITE_NOT_CONNECTED.NOT_READY"];
                504: components["responses"]["QueryRecord.QUERY_TIMEOUT"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                201: components["responses"]["201.QueryRecord"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
         * @description The general create path: `mode` selects immediate or async (default async).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateQueryBody"];
                };
            };
            responses: {
                200: components["responses"]["200.QueryRecord"];
                201: components["responses"]["201.QueryRecord"];
                400: components["responses"]["QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                502: components["responses"]["QueryRecord.RESULT_TRANSFER_FAILED"];
                503: components["responses"]["SITE_NOT_CONNECTED.NOT_READY"];
                504: components["responses"]["QueryRecord.QUERY_TIMEOUT"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
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
                200: components["responses"]["200.BatchStatusResponse"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON.2"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.QueryRecord"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.PageContent"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND"];
                409: components["responses"]["QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description GUID */
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND"];
                409: components["responses"]["QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS"];
                410: components["responses"]["RESULTS_EXPIRED"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["NOT_READY.2"];
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
    "/device/sites/{siteId}/fhir/R4/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of every resource type served (system level)
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of every resource type served (system level)
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/Patient/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of all patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of all patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/Group/{groupId}/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of a group of patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description The group: `active-patients` (every active patient). */
                    groupId: components["parameters"]["path.groupId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        /**
         * Bulk export of a group of patients and their compartments
         * @description Bulk Data Access kick-off (asynchronous; needs `Prefer: respond-async`). Parameters: `_type`, `_since`, `_outputFormat` (application/fhir+ndjson), `_typeFilter` (searches this server supports). Answers 202 with `Content-Location`: the status URL.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description The group: `active-patients` (every active patient). */
                    groupId: components["parameters"]["path.groupId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202"];
                400: components["responses"]["Fhir.VALIDATION_FAILED"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND"];
                406: components["responses"]["406"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/$export-status/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export status
         * @description 202 with `X-Progress` and `Retry-After` while the export runs; 200 with the manifest once it is complete; 404 once cancelled or expired.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.2"];
                202: components["responses"]["202.2"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a bulk export
         * @description Cancels the export and deletes its files: 202, then its status and files answer 404.
         */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                202: components["responses"]["202.3"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/sites/{siteId}/fhir/R4/$export-output/{exportId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk export output file
         * @description One resource per line (application/fhir+ndjson), streamed. Needs the credential that started the export.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /** @description The device the token was issued for (its device_id). */
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    exportId: components["parameters"]["path.exportId"];
                    /** @description A file named in the manifest, e.g. Patient.ndjson. */
                    file: components["parameters"]["path.file"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.3"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID.2"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.3"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.4"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.2"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                503: components["responses"]["Fhir.NOT_READY"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.5"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.5"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                415: components["responses"]["415"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    DeviceId: components["parameters"]["header.DeviceId"];
                };
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
                    /** @description A resource type listed in metadata, e.g. Patient. */
                    resourceType: components["parameters"]["path.resourceType"];
                    /** @description The record key in the practice database. */
                    id: components["parameters"]["path.id"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.6"];
                400: components["responses"]["Fhir.VALIDATION_FAILED.3"];
                401: components["responses"]["Fhir.TOKEN_MISSING.TOKEN_INVALID"];
                403: components["responses"]["Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3"];
                404: components["responses"]["Fhir.SITE_NOT_FOUND.4"];
                406: components["responses"]["406.2"];
                429: components["responses"]["Fhir.RATE_LIMITED"];
                500: components["responses"]["Fhir.INTERNAL_ERROR"];
                502: components["responses"]["502"];
                503: components["responses"]["Fhir.NOT_READY.2"];
                504: components["responses"]["504"];
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
                    "application/json": components["schemas"]["RegisterSiteRequest"];
                };
            };
            responses: {
                200: components["responses"]["200.site"];
                201: components["responses"]["200.site"];
                /**
                 * @description - `VALIDATION_FAILED`: The request is not valid.
                 *     - `MALFORMED_JSON`: The request body is not valid JSON.
                 *     - `UNKNOWN_PMS_KIND`: Unknown practiceManagementName.
                 */
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
                /** @description - `ENROLMENT_KEY_INVALID`: The enrolment key is missing or not valid. */
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
                /** @description - `SITE_ALREADY_REGISTERED`: A site with this id is already registered with another key. */
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
                /** @description - `PAYLOAD_TOO_LARGE`: The request body is too large. */
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
                415: components["responses"]["Agent.UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["Agent.RATE_LIMITED"];
                500: components["responses"]["Agent.INTERNAL_ERROR"];
                503: components["responses"]["Agent.NOT_READY"];
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
                        "application/json": components["schemas"]["AgentSiteView"];
                    };
                };
                401: components["responses"]["Agent.SUBSCRIPTION_KEY_INVALID.SUBSCRIPTION_NOT_READY"];
                429: components["responses"]["Agent.RATE_LIMITED"];
                500: components["responses"]["Agent.INTERNAL_ERROR"];
                503: components["responses"]["Agent.NOT_READY"];
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
                /**
                 * @description - `UNKNOWN_PMS_KIND`: Unknown practiceManagementName.
                 *     - `PAIRING_CODE_NOT_USED_BY_KIND`: This practice-management kind does not use pairing codes.
                 */
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
                401: components["responses"]["Agent.SUBSCRIPTION_KEY_INVALID.SUBSCRIPTION_NOT_READY"];
                /** @description - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice. */
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
                429: components["responses"]["Agent.RATE_LIMITED"];
                500: components["responses"]["Agent.INTERNAL_ERROR"];
                503: components["responses"]["Agent.NOT_READY"];
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
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204"];
                400: components["responses"]["Agent.VALIDATION_FAILED"];
                401: components["responses"]["Agent.SUBSCRIPTION_KEY_INVALID.SUBSCRIPTION_NOT_READY"];
                404: components["responses"]["Agent.QUERY_NOT_FOUND"];
                409: components["responses"]["Agent.QUERY_NOT_ACCEPTING_PAGES"];
                413: components["responses"]["Agent.PAYLOAD_TOO_LARGE.RESULT_QUOTA_EXCEEDED"];
                429: components["responses"]["Agent.RATE_LIMITED"];
                500: components["responses"]["Agent.INTERNAL_ERROR"];
                503: components["responses"]["Agent.NOT_READY"];
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
                    queryId: components["parameters"]["path.queryId.2"];
                    pageNumber: components["parameters"]["path.pageNumber"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: components["responses"]["204"];
                400: components["responses"]["Agent.VALIDATION_FAILED"];
                401: components["responses"]["Agent.SUBSCRIPTION_KEY_INVALID.SUBSCRIPTION_NOT_READY"];
                404: components["responses"]["Agent.QUERY_NOT_FOUND"];
                409: components["responses"]["Agent.QUERY_NOT_ACCEPTING_PAGES"];
                413: components["responses"]["Agent.PAYLOAD_TOO_LARGE.RESULT_QUOTA_EXCEEDED"];
                415: components["responses"]["Agent.UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["Agent.RATE_LIMITED"];
                500: components["responses"]["Agent.INTERNAL_ERROR"];
                503: components["responses"]["Agent.NOT_READY"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail: accesses to sites’ data, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description GUID */
                    siteId?: components["parameters"]["query.siteId"];
                    /** @description GUID */
                    integratorId?: components["parameters"]["query.integratorId"];
                    /** @description Records at or after this instant. */
                    from?: components["parameters"]["query.from"];
                    /** @description Records before this instant. */
                    to?: components["parameters"]["query.to"];
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
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
                            records: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                integratorId: string;
                                /** @description integratorKey (credentialId: the key prefix), desktopToken or deviceToken (the device id), smartToken (the SMART client id), registration (a registered query run by the gateway: its id). */
                                credentialKind: "integratorKey" | "desktopToken" | "deviceToken" | "smartToken" | "registration";
                                /** @description Names the credential without being it. */
                                credentialId: string;
                                surface: "integrator" | "desktop" | "device" | "scheduler";
                                siteId: string | null;
                                /** @description query.immediate, query.async, query.registeredRun, fhir.read, fhir.search, fhir.export, fhir.exportFile, token.grant or site.pair. */
                                operation: string;
                                queryId: string | null;
                                sqlHash: string | null;
                                sqlSize: number | null;
                                fhirRequest: string | null;
                                /** @description ok, accepted, a final query status, the error code, or aborted (the caller hung up before its answer was delivered). */
                                outcome: string;
                                httpStatus: number | null;
                                rows: number | null;
                                bytes: number | null;
                            }[];
                            /** @description Present when more records may follow: pass it as cursor. */
                            nextCursor?: string;
                        };
                    };
                };
                400: components["responses"]["VALIDATION_FAILED.3"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
    "/admin/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the audit trail as NDJSON (one record a line, newest first) */
        get: {
            parameters: {
                query?: {
                    /** @description GUID */
                    siteId?: components["parameters"]["query.siteId"];
                    /** @description GUID */
                    integratorId?: components["parameters"]["query.integratorId"];
                    /** @description Records at or after this instant. */
                    from?: components["parameters"]["query.from"];
                    /** @description Records before this instant. */
                    to?: components["parameters"]["query.to"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                400: components["responses"]["VALIDATION_FAILED.3"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                            integrators: components["schemas"]["Integrator"][];
                        };
                    };
                };
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                201: components["responses"]["201.integrator.apiKey"];
                400: components["responses"]["VALIDATION_FAILED.MALFORMED_JSON"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                413: components["responses"]["PAYLOAD_TOO_LARGE"];
                415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    integratorId: components["parameters"]["path.integratorId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.Integrator"];
                400: components["responses"]["VALIDATION_FAILED.5"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["INTEGRATOR_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    integratorId: components["parameters"]["path.integratorId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.Integrator"];
                400: components["responses"]["VALIDATION_FAILED.5"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["INTEGRATOR_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integrators/{integratorId}/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give an integrator a new key (shown only in this response); the old key stops working at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    integratorId: components["parameters"]["path.integratorId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["201.integrator.apiKey"];
                400: components["responses"]["VALIDATION_FAILED.5"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["INTEGRATOR_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                200: components["responses"]["200.sites"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.Site"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.Site"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    siteId: components["parameters"]["path.siteId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.Site"];
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sites/{siteId}/pairings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The integrators paired with the site's practice */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description GUID */
                    siteId: components["parameters"]["path.siteId"];
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
                            pairings: {
                                /**
                                 * Format: uuid
                                 * @description GUID
                                 */
                                integratorId: string;
                                name: string;
                                /** Format: date-time */
                                pairedAt: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["VALIDATION_FAILED"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["SITE_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                200: components["responses"]["200.webhooks"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.WebhookEndpoint"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.WebhookEndpoint"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
                    webhookId: components["parameters"]["path.webhookId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["200.deliveries"];
                400: components["responses"]["VALIDATION_FAILED.2"];
                401: components["responses"]["OPERATOR_KEY_INVALID"];
                404: components["responses"]["WEBHOOK_NOT_FOUND"];
                429: components["responses"]["RATE_LIMITED"];
                500: components["responses"]["INTERNAL_ERROR.2"];
                503: components["responses"]["OPERATOR_API_DISABLED.NOT_READY"];
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
            /** @description query.completed (an async query reached a final status: data {siteId, queryId, status}); registeredQuery.resultChanged (data {siteId, registeredQueryId, lastHash}); registeredQuery.completed (data {siteId, registeredQueryId, status}); site.availabilityChanged (data {siteId, availability, previous}); webhook.endpointDisabled (another endpoint of yours failed every attempt for days and was disabled: data {endpointId, url, reason}). */
            type: "query.completed" | "registeredQuery.resultChanged" | "registeredQuery.completed" | "site.availabilityChanged" | "webhook.endpointDisabled";
            timestamp: string;
            data: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "id": "9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93",
         *       "integratorId": "f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f",
         *       "siteId": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "mode": "immediate",
         *       "status": "executionFailed",
         *       "maxTimeInQueue": 30000,
         *       "catalogue": "BPSPatients",
         *       "sqlQuerySize": 88,
         *       "commandSize": 160,
         *       "requestSize": 190,
         *       "createdAt": "2026-11-20T01:30:00.000Z",
         *       "updatedAt": "2026-11-20T01:30:00.140Z",
         *       "completedAt": "2026-11-20T01:30:00.140Z",
         *       "statusTiming": {
         *         "queued": {
         *           "startTime": "2026-11-20T01:30:00.000Z",
         *           "endTime": "2026-11-20T01:30:00.010Z"
         *         },
         *         "executing": {
         *           "startTime": "2026-11-20T01:30:00.010Z",
         *           "endTime": "2026-11-20T01:30:00.130Z"
         *         }
         *       },
         *       "metrics": {
         *         "sqlExecutionDuration": 12
         *       },
         *       "errorDetails": {
         *         "errorType": "mssql",
         *         "errorCode": 208,
         *         "errorMessage": "Invalid object name 'BPS_Patient'."
         *       },
         *       "error": {
         *         "status": 400,
         *         "statusText": "Bad Request",
         *         "message": "Invalid object name 'BPS_Patient'.",
         *         "code": "SQL_ERROR"
         *       }
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
         * @description Query record: the query, its status and timings, and its result once successful.
         *
         *     `result.data` is base64 of UTF-8 JSON; in this example it decodes to:
         *
         *     ```json
         *     [
         *       {
         *         "InternalID": 42,
         *         "Surname": "Smith",
         *         "FirstName": "Ann",
         *         "DOB": "1984-03-07"
         *       },
         *       {
         *         "InternalID": 57,
         *         "Surname": "Nguyen",
         *         "FirstName": "Minh",
         *         "DOB": "1991-11-23"
         *       }
         *     ]
         *     ```
         * @example {
         *       "id": "9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93",
         *       "integratorId": "f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f",
         *       "siteId": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "mode": "immediate",
         *       "status": "successful",
         *       "maxTimeInQueue": 30000,
         *       "catalogue": "BPSPatients",
         *       "sqlQuerySize": 88,
         *       "commandSize": 160,
         *       "requestSize": 190,
         *       "createdAt": "2026-11-20T01:30:00.000Z",
         *       "updatedAt": "2026-11-20T01:30:00.140Z",
         *       "completedAt": "2026-11-20T01:30:00.140Z",
         *       "statusTiming": {
         *         "queued": {
         *           "startTime": "2026-11-20T01:30:00.000Z",
         *           "endTime": "2026-11-20T01:30:00.010Z"
         *         },
         *         "executing": {
         *           "startTime": "2026-11-20T01:30:00.010Z",
         *           "endTime": "2026-11-20T01:30:00.130Z"
         *         }
         *       },
         *       "metrics": {
         *         "sqlExecutionDuration": 12
         *       },
         *       "result": {
         *         "rows": 2,
         *         "size": 149,
         *         "data": "W3siSW50ZXJuYWxJRCI6NDIsIlN1cm5hbWUiOiJTbWl0aCIsIkZpcnN0TmFtZSI6IkFubiIsIkRPQiI6IjE5ODQtMDMtMDcifSx7IkludGVybmFsSUQiOjU3LCJTdXJuYW1lIjoiTmd1eWVuIiwiRmlyc3ROYW1lIjoiTWluaCIsIkRPQiI6IjE5OTEtMTEtMjMifV0=",
         *         "parameters": []
         *       },
         *       "resultSize": 149
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
         * @description Registered query: a query run on a schedule, its metrics and its last result.
         * @example {
         *       "id": "9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93",
         *       "siteId": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "name": "Patients by surname",
         *       "registeredQueryType": "query",
         *       "status": "enabled",
         *       "frequency": 300,
         *       "duration": 86400,
         *       "createdAt": "2026-11-20T01:00:00.000Z",
         *       "lastHash": "5d41402abc4b2a76b9719d911017c592ae2b1e6f3c3b7e4a4d1c6e8f0a2b3c4d",
         *       "metrics": {
         *         "lastExecutionDuration": 14,
         *         "executionSucceededCount": 12,
         *         "executionFailedCount": 0,
         *         "resultSizeSum": 4096,
         *         "requestSize": 210,
         *         "lastSucceededAt": "2026-11-20T02:00:00.000Z"
         *       }
         *     }
         */
        RegisteredQuery: {
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
        /**
         * @example {
         *       "name": "Patients by surname",
         *       "registeredQueryType": "query",
         *       "frequency": 300,
         *       "duration": 86400,
         *       "registerCommand": {
         *         "command": {
         *           "text": "SELECT InternalID, Surname, FirstName, DOB FROM BPS_Patients WHERE Surname LIKE @surname",
         *           "parameters": [
         *             {
         *               "name": "@surname",
         *               "type": "NVarChar",
         *               "value": "S%"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        CreateRegisteredQueryBody: {
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
        /**
         * @example {
         *       "command": {
         *         "text": "SELECT InternalID, Surname, FirstName, DOB FROM BPS_Patients WHERE Surname LIKE @surname",
         *         "parameters": [
         *           {
         *             "name": "@surname",
         *             "type": "NVarChar",
         *             "value": "S%"
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
         * @description `data` is base64 of UTF-8 JSON; in this example it decodes to:
         *
         *     ```json
         *     [
         *       {
         *         "InternalID": 42,
         *         "Surname": "Smith",
         *         "FirstName": "Ann",
         *         "DOB": "1984-03-07"
         *       },
         *       {
         *         "InternalID": 57,
         *         "Surname": "Nguyen",
         *         "FirstName": "Minh",
         *         "DOB": "1991-11-23"
         *       }
         *     ]
         *     ```
         * @example {
         *       "data": "W3siSW50ZXJuYWxJRCI6NDIsIlN1cm5hbWUiOiJTbWl0aCIsIkZpcnN0TmFtZSI6IkFubiIsIkRPQiI6IjE5ODQtMDMtMDcifSx7IkludGVybmFsSUQiOjU3LCJTdXJuYW1lIjoiTmd1eWVuIiwiRmlyc3ROYW1lIjoiTWluaCIsIkRPQiI6IjE5OTEtMTEtMjMifV0=",
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
         * @description `data` is base64 of UTF-8 JSON; in this example it decodes to:
         *
         *     ```json
         *     [
         *       {
         *         "InternalID": 42,
         *         "Surname": "Smith",
         *         "FirstName": "Ann",
         *         "DOB": "1984-03-07"
         *       },
         *       {
         *         "InternalID": 57,
         *         "Surname": "Nguyen",
         *         "FirstName": "Minh",
         *         "DOB": "1991-11-23"
         *       }
         *     ]
         *     ```
         * @example {
         *       "data": "W3siSW50ZXJuYWxJRCI6NDIsIlN1cm5hbWUiOiJTbWl0aCIsIkZpcnN0TmFtZSI6IkFubiIsIkRPQiI6IjE5ODQtMDMtMDcifSx7IkludGVybmFsSUQiOjU3LCJTdXJuYW1lIjoiTmd1eWVuIiwiRmlyc3ROYW1lIjoiTWluaCIsIkRPQiI6IjE5OTEtMTEtMjMifV0=",
         *       "parameters": [],
         *       "rows": 2,
         *       "size": 149
         *     }
         */
        RegisteredQueryResult: {
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
        /**
         * @example {
         *       "id": "0b8e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b",
         *       "integratorId": "f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f",
         *       "url": "https://hooks.example.com/site-query-gateway",
         *       "description": "Query results",
         *       "eventTypes": [
         *         "query.completed"
         *       ],
         *       "status": "enabled",
         *       "createdAt": "2026-11-20T01:00:00.000Z",
         *       "updatedAt": "2026-11-20T01:00:00.000Z"
         *     }
         */
        WebhookEndpoint: {
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
            /** @description Why the gateway disabled it: every attempt failed for GATEWAY_WEBHOOK_DISABLE_AFTER_DAYS days. Enabling it again clears it. */
            disabledReason?: string;
            /** @description Since when every attempt has failed; absent while deliveries succeed. */
            failingSince?: string;
            createdAt: string;
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "7c2e9d4b-1a3f-4b6c-9d8e-2f1a3b4c5d6e",
         *       "eventId": "evt_01a20a4c-5fd0-744b-a23c-bb4cf77c1043",
         *       "eventType": "query.completed",
         *       "status": "delivered",
         *       "attempts": 1,
         *       "lastStatusCode": 200,
         *       "createdAt": "2026-11-20T01:30:00.200Z",
         *       "deliveredAt": "2026-11-20T01:30:00.450Z"
         *     }
         */
        WebhookDelivery: {
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
        /**
         * @example {
         *       "url": "https://hooks.example.com/site-query-gateway",
         *       "eventTypes": [
         *         "query.completed",
         *         "registeredQuery.resultChanged"
         *       ],
         *       "description": "Query results"
         *     }
         */
        CreateWebhookBody: {
            /** @description https URL (plain http only to loopback, when the operator allows it). */
            url: string;
            eventTypes: ("query.completed" | "registeredQuery.resultChanged" | "registeredQuery.completed" | "site.availabilityChanged" | "webhook.endpointDisabled")[];
            description?: string;
        };
        /**
         * @example {
         *       "status": "disabled"
         *     }
         */
        UpdateWebhookBody: {
            url?: string;
            eventTypes?: ("query.completed" | "registeredQuery.resultChanged" | "registeredQuery.completed" | "site.availabilityChanged" | "webhook.endpointDisabled")[];
            description?: string;
            status?: "enabled" | "disabled";
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
         * @example {
         *       "id": "f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f",
         *       "name": "Acme Health",
         *       "status": "active",
         *       "keyPrefix": "ik_Q2x9aBc",
         *       "createdAt": "2026-11-20T01:00:00.000Z",
         *       "updatedAt": "2026-11-20T01:00:00.000Z"
         *     }
         */
        Integrator: {
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
        /**
         * @example {
         *       "siteId": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "subscriptionKey": "sk_4mJ0dQ0fX2a9rC5vT8yB1nK6wE3hL7pZ0sU4iO2gD9c",
         *       "practiceManagementName": "Best Practice",
         *       "practiceManagementSiteId": "DEMO-BP-0001",
         *       "practiceName": "Demo Family Clinic",
         *       "practiceManagementVersion": "6.5.1",
         *       "databaseEngine": "mssql",
         *       "catalogue": [
         *         {
         *           "name": "BPSPatients",
         *           "isDefault": true
         *         }
         *       ],
         *       "linkVersion": "26.1121.1"
         *     }
         */
        RegisterSiteRequest: {
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
        /**
         * @example {
         *       "siteId": "4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f",
         *       "status": "active",
         *       "authoritative": true,
         *       "availability": "online",
         *       "practiceManagementName": "Best Practice",
         *       "practiceManagementSiteId": "DEMO-BP-0001"
         *     }
         */
        AgentSiteView: {
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
                /** @description `Accept-Encoding`: the body is compressed when the request accepts an encoding (zstd where the gateway has it, br, gzip). */
                Vary?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    [key: string]: unknown;
                }[];
            };
        };
        /** @description OperationOutcome: accepted; poll the Content-Location URL. */
        202: {
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
        /** @description OperationOutcome: an Accept other than FHIR JSON. */
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
        /** @description - `INTERNAL_ERROR`: Internal error. */
        INTERNAL_ERROR: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `NOT_READY`: The gateway is not ready. */
        NOT_READY: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `API_KEY_MISSING`: An integrator key is required (X-Api-Key or Ocp-Apim-Subscription-Key).
         *     - `API_KEY_INVALID`: The integrator key is not valid.
         *     - `TOKEN_INVALID`: The bearer token is not valid or has expired.
         */
        "API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `SITE_NOT_FOUND`: Site not found. */
        SITE_NOT_FOUND: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `PAYLOAD_TOO_LARGE`: The request body is too large. */
        PAYLOAD_TOO_LARGE: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `UNSUPPORTED_MEDIA_TYPE`: The request body has an unsupported content type. */
        UNSUPPORTED_MEDIA_TYPE: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `RATE_LIMITED`: Too many requests; retry after the time in Retry-After. */
        RATE_LIMITED: {
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
        /** @description - `INTERNAL_ERROR`: Internal error. */
        "INTERNAL_ERROR.2": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `NOT_READY`: The gateway is not ready. */
        "NOT_READY.2": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A site: one server running the agent for a practice. */
        "200.Site": {
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
        /**
         * @description - `VALIDATION_FAILED`: The request is not valid.
         *     - `MALFORMED_JSON`: The request body is not valid JSON.
         *     - `UNKNOWN_PMS_KIND`: Unknown practiceManagementName.
         *     - `PAIRING_CODE_REQUIRED`: A pairingCode is required for this practice-management kind.
         */
        "VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_PMS_KIND.PAIRING_CODE_REQUIRED": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `PAIRING_CODE_INVALID`: The pairing code is wrong, expired or already used.
         */
        "INTEGRATOR_DISABLED.PAIRING_CODE_INVALID": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `PRACTICE_NOT_FOUND`: No registered site for this practice. */
        PRACTICE_NOT_FOUND: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "200.sites": {
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
        /** @description - `INTEGRATOR_DISABLED`: The integrator is disabled. */
        INTEGRATOR_DISABLED: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `VALIDATION_FAILED`: The request is not valid. */
        VALIDATION_FAILED: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "200.webhooks": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    webhooks: components["schemas"]["WebhookEndpoint"][];
                };
            };
        };
        /** @description Default Response */
        "200.WebhookEndpoint": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WebhookEndpoint"];
            };
        };
        /** @description - `VALIDATION_FAILED`: The request is not valid. */
        "VALIDATION_FAILED.2": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `WEBHOOK_NOT_FOUND`: Webhook endpoint not found. */
        WEBHOOK_NOT_FOUND: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "202.WebhookDelivery": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WebhookDelivery"];
            };
        };
        /** @description Default Response */
        "200.deliveries": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    deliveries: components["schemas"]["WebhookDelivery"][];
                };
            };
        };
        /**
         * @description - `VALIDATION_FAILED`: The request is not valid.
         *     - `MALFORMED_JSON`: The request body is not valid JSON.
         */
        "VALIDATION_FAILED.MALFORMED_JSON": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `VALIDATION_FAILED`: The request is not valid. */
        "VALIDATION_FAILED.3": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Registered query: a query run on a schedule, its metrics and its last result. */
        "202.RegisteredQuery": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RegisteredQuery"];
            };
        };
        /**
         * @description - `VALIDATION_FAILED`: The request is not valid.
         *     - `MALFORMED_JSON`: The request body is not valid JSON.
         *     - `UNKNOWN_CATALOGUE`: Unknown catalogue for this site.
         *     - `REGISTERED_QUERY_FREQUENCY_INVALID`: frequency must be at least the gateway minimum and not above duration.
         */
        "VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.REGISTERED_QUERY_FREQUENCY_INVALID": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `REGISTERED_QUERY_LIMIT_REACHED`: This integrator has as many enabled registered queries on this site as allowed; cancel one first. */
        REGISTERED_QUERY_LIMIT_REACHED: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "200.registeredQueries": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    registeredQueries: components["schemas"]["RegisteredQuery"][];
                };
            };
        };
        /** @description - `VALIDATION_FAILED`: The request is not valid. */
        "VALIDATION_FAILED.4": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `SITE_NOT_FOUND`: Site not found.
         *     - `REGISTERED_QUERY_NOT_FOUND`: Registered query not found.
         */
        "SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Cancelled. */
        204.2: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description - `REGISTERED_QUERY_ENDED`: The registered query has already completed or been cancelled. */
        REGISTERED_QUERY_ENDED: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "200.RegisteredQueryResult": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RegisteredQueryResult"];
            };
        };
        /**
         * @description - `SITE_NOT_FOUND`: Site not found.
         *     - `REGISTERED_QUERY_NOT_FOUND`: Registered query not found.
         *     - `REGISTERED_QUERY_NO_RESULT`: The registered query has no result yet (no run has succeeded).
         */
        "SITE_NOT_FOUND.REGISTERED_QUERY_NOT_FOUND.REGISTERED_QUERY_NO_RESULT": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `RESULTS_EXPIRED`: The results are past their retention period. */
        RESULTS_EXPIRED: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Query record: the query, its status and timings, and its result once successful. */
        "200.QueryRecord": {
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
        /**
         * @description - `VALIDATION_FAILED`: The request is not valid.
         *     - `MALFORMED_JSON`: The request body is not valid JSON.
         *     - `UNKNOWN_CATALOGUE`: Unknown catalogue for this site.
         *     - `SQL_ERROR`: The SQL command failed; see errorDetails.
         */
        "QueryRecord.VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE.SQL_ERROR": {
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
        /**
         * @description - `PAYLOAD_TOO_LARGE`: The request body is too large.
         *     - `RESULT_TOO_LARGE`: The result is larger than an immediate query may return (8 MB); use an async query.
         */
        "QueryRecord.PAYLOAD_TOO_LARGE.RESULT_TOO_LARGE": {
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
        /** @description - `RESULT_TRANSFER_FAILED`: The site could not transfer the result. */
        "QueryRecord.RESULT_TRANSFER_FAILED": {
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
        /**
         * @description - `SITE_NOT_CONNECTED`: Site could not be contacted: its agent is not connected.
         *     - `NOT_READY`: The gateway is not ready.
         */
        "SITE_NOT_CONNECTED.NOT_READY": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `QUERY_TIMEOUT`: The query did not finish in time. */
        "QueryRecord.QUERY_TIMEOUT": {
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
        /** @description Created: the query record, with its path in Location. */
        "201.QueryRecord": {
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
        /**
         * @description - `VALIDATION_FAILED`: The request is not valid.
         *     - `MALFORMED_JSON`: The request body is not valid JSON.
         *     - `UNKNOWN_CATALOGUE`: Unknown catalogue for this site.
         */
        "VALIDATION_FAILED.MALFORMED_JSON.UNKNOWN_CATALOGUE": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "200.BatchStatusResponse": {
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
        /**
         * @description - `VALIDATION_FAILED`: The request is not valid.
         *     - `MALFORMED_JSON`: The request body is not valid JSON.
         */
        "VALIDATION_FAILED.MALFORMED_JSON.2": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `SITE_NOT_FOUND`: Site not found.
         *     - `QUERY_NOT_FOUND`: Query not found.
         */
        "SITE_NOT_FOUND.QUERY_NOT_FOUND": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The page: data is base64 of its JSON rows. */
        "200.PageContent": {
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
                /** @description `Accept-Encoding`: the body is compressed when the request accepts an encoding (zstd where the gateway has it, br, gzip). */
                Vary?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PageContent"];
            };
        };
        /**
         * @description - `SITE_NOT_FOUND`: Site not found.
         *     - `QUERY_NOT_FOUND`: Query not found.
         *     - `PAGE_NOT_FOUND`: No such result page.
         */
        "SITE_NOT_FOUND.QUERY_NOT_FOUND.PAGE_NOT_FOUND": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `QUERY_NOT_COMPLETE`: The query has no results yet (it is not successful).
         *     - `QUERY_ENDED_WITHOUT_RESULTS`: The query ended without results (it failed or expired in the queue); it will never have any.
         */
        "QUERY_NOT_COMPLETE.QUERY_ENDED_WITHOUT_RESULTS": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description OperationOutcome: a parameter this server does not support, or no Prefer: respond-async.
         *
         *     Gateway codes (issue.details.coding):
         *     - `VALIDATION_FAILED`: The request is not valid.
         */
        "Fhir.VALIDATION_FAILED": {
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
        /**
         * @description OperationOutcome: no or a wrong credential.
         *
         *     Gateway codes (issue.details.coding):
         *     - `API_KEY_MISSING`: An integrator key is required (X-Api-Key or Ocp-Apim-Subscription-Key).
         *     - `API_KEY_INVALID`: The integrator key is not valid.
         *     - `TOKEN_INVALID`: The bearer token is not valid or has expired.
         */
        "Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID": {
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
        /**
         * @description OperationOutcome: the site is not authoritative or not active, or the credential is for another site or lacks the scope.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE": {
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
        /**
         * @description OperationOutcome: no such site for this caller, or no such group.
         *
         *     Gateway codes (issue.details.coding):
         *     - `SITE_NOT_FOUND`: Site not found.
         */
        "Fhir.SITE_NOT_FOUND": {
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
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `RATE_LIMITED`: Too many requests; retry after the time in Retry-After.
         */
        "Fhir.RATE_LIMITED": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTERNAL_ERROR`: Internal error.
         */
        "Fhir.INTERNAL_ERROR": {
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
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `NOT_READY`: The gateway is not ready.
         */
        "Fhir.NOT_READY": {
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
        /** @description The export manifest */
        200.2: {
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
        /** @description Still running. */
        202.2: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `VALIDATION_FAILED`: The request is not valid.
         */
        "Fhir.VALIDATION_FAILED.2": {
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
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `API_KEY_MISSING`: An integrator key is required (X-Api-Key or Ocp-Apim-Subscription-Key).
         *     - `API_KEY_INVALID`: The integrator key is not valid.
         *     - `TOKEN_INVALID`: The bearer token is not valid or has expired.
         */
        "Fhir.API_KEY_MISSING.API_KEY_INVALID.TOKEN_INVALID.2": {
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
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2": {
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
        /**
         * @description OperationOutcome: no such export for this caller.
         *
         *     Gateway codes (issue.details.coding):
         *     - `SITE_NOT_FOUND`: Site not found.
         */
        "Fhir.SITE_NOT_FOUND.2": {
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
        /** @description OperationOutcome: cancelled. */
        202.3: {
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
        /** @description NDJSON resources. */
        200.3: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+ndjson": string;
            };
        };
        /**
         * @description OperationOutcome: no such export or file for this caller, or it expired.
         *
         *     Gateway codes (issue.details.coding):
         *     - `SITE_NOT_FOUND`: Site not found.
         */
        "Fhir.SITE_NOT_FOUND.3": {
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
        /** @description CapabilityStatement */
        200.4: {
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
        /**
         * @description OperationOutcome: the site is not authoritative or not active, or the token is for another site.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "Fhir.INTEGRATOR_DISABLED.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3": {
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
        /**
         * @description OperationOutcome: no such site for this caller, resource type or id.
         *
         *     Gateway codes (issue.details.coding):
         *     - `SITE_NOT_FOUND`: Site not found.
         */
        "Fhir.SITE_NOT_FOUND.4": {
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
        406.2: {
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
        /** @description Bundle (searchset) */
        200.5: {
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
        /**
         * @description OperationOutcome: a bad parameter (or an unknown one with Prefer: handling=strict).
         *
         *     Gateway codes (issue.details.coding):
         *     - `VALIDATION_FAILED`: The request is not valid.
         */
        "Fhir.VALIDATION_FAILED.3": {
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
        /**
         * @description OperationOutcome: the site is not connected.
         *
         *     Gateway codes (issue.details.coding):
         *     - `NOT_READY`: The gateway is not ready.
         */
        "Fhir.NOT_READY.2": {
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
        /** @description The resource */
        200.6: {
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
        /** @description Default Response */
        "200.integratorId.siteId.deviceId.surface": {
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
        /**
         * @description - `TOKEN_MISSING`: A bearer token is required.
         *     - `TOKEN_INVALID`: The bearer token is not valid or has expired.
         */
        "TOKEN_MISSING.TOKEN_INVALID": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `TOKEN_WRONG_SURFACE`: The token was issued for another API surface.
         *     - `DEVICE_MISMATCH`: The DeviceId header does not match the token.
         *     - `TOKEN_SITE_MISMATCH`: The token was issued for another site.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description OperationOutcome: no or a wrong credential.
         *
         *     Gateway codes (issue.details.coding):
         *     - `TOKEN_MISSING`: A bearer token is required.
         *     - `TOKEN_INVALID`: The bearer token is not valid or has expired.
         */
        "Fhir.TOKEN_MISSING.TOKEN_INVALID": {
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
        /**
         * @description OperationOutcome: the site is not authoritative or not active, or the credential is for another site or lacks the scope.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `TOKEN_WRONG_SURFACE`: The token was issued for another API surface.
         *     - `DEVICE_MISMATCH`: The DeviceId header does not match the token.
         *     - `TOKEN_SITE_MISMATCH`: The token was issued for another site.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE": {
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
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `TOKEN_MISSING`: A bearer token is required.
         *     - `TOKEN_INVALID`: The bearer token is not valid or has expired.
         */
        "Fhir.TOKEN_MISSING.TOKEN_INVALID.2": {
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
        /**
         * @description OperationOutcome.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `TOKEN_WRONG_SURFACE`: The token was issued for another API surface.
         *     - `DEVICE_MISMATCH`: The DeviceId header does not match the token.
         *     - `TOKEN_SITE_MISMATCH`: The token was issued for another site.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.2": {
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
        /**
         * @description OperationOutcome: the site is not authoritative or not active, or the token is for another site.
         *
         *     Gateway codes (issue.details.coding):
         *     - `INTEGRATOR_DISABLED`: The integrator is disabled.
         *     - `TOKEN_WRONG_SURFACE`: The token was issued for another API surface.
         *     - `DEVICE_MISMATCH`: The DeviceId header does not match the token.
         *     - `TOKEN_SITE_MISMATCH`: The token was issued for another site.
         *     - `SITE_NOT_AUTHORITATIVE`: The site is not the authoritative server for its practice.
         *     - `SITE_NOT_ACTIVE`: The site's subscription is not active (awaiting activation, revoked or uninstalled).
         */
        "Fhir.INTEGRATOR_DISABLED.TOKEN_WRONG_SURFACE.DEVICE_MISMATCH.TOKEN_SITE_MISMATCH.SITE_NOT_AUTHORITATIVE.SITE_NOT_ACTIVE.3": {
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
        /** @description Default Response */
        "200.site": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    site: components["schemas"]["AgentSiteView"];
                };
            };
        };
        /** @description - `UNSUPPORTED_MEDIA_TYPE`: The request body has an unsupported content type. */
        "Agent.UNSUPPORTED_MEDIA_TYPE": {
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
        /** @description - `RATE_LIMITED`: Too many requests; retry after the time in Retry-After. */
        "Agent.RATE_LIMITED": {
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
        /** @description - `INTERNAL_ERROR`: Internal error. */
        "Agent.INTERNAL_ERROR": {
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
        /** @description - `NOT_READY`: The gateway is not ready. */
        "Agent.NOT_READY": {
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
        /**
         * @description - `SUBSCRIPTION_KEY_INVALID`: Access denied: the subscription key is not valid.
         *     - `SUBSCRIPTION_NOT_READY`: Access denied: the subscription is not active yet.
         */
        "Agent.SUBSCRIPTION_KEY_INVALID.SUBSCRIPTION_NOT_READY": {
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
        /** @description - `VALIDATION_FAILED`: The request is not valid. */
        "Agent.VALIDATION_FAILED": {
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
        /** @description - `QUERY_NOT_FOUND`: Query not found. */
        "Agent.QUERY_NOT_FOUND": {
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
        /** @description - `QUERY_NOT_ACCEPTING_PAGES`: The query is not uploading results. */
        "Agent.QUERY_NOT_ACCEPTING_PAGES": {
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
        /**
         * @description - `PAYLOAD_TOO_LARGE`: The request body is too large.
         *     - `RESULT_QUOTA_EXCEEDED`: The upload would take the stored results past their quota.
         */
        "Agent.PAYLOAD_TOO_LARGE.RESULT_QUOTA_EXCEEDED": {
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
        /** @description - `OPERATOR_KEY_INVALID`: The operator key is missing or not valid. */
        OPERATOR_KEY_INVALID: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description - `OPERATOR_API_DISABLED`: The operator API is disabled: GATEWAY_OPERATOR_KEY is not set.
         *     - `NOT_READY`: The gateway is not ready.
         */
        "OPERATOR_API_DISABLED.NOT_READY": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
        "201.integrator.apiKey": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    integrator: components["schemas"]["Integrator"];
                    apiKey: string;
                };
            };
        };
        /** @description Default Response */
        "200.Integrator": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Integrator"];
            };
        };
        /** @description - `VALIDATION_FAILED`: The request is not valid. */
        "VALIDATION_FAILED.5": {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description - `INTEGRATOR_NOT_FOUND`: Integrator not found. */
        INTEGRATOR_NOT_FOUND: {
            headers: {
                "X-Gateway-Version": components["headers"]["X-Gateway-Version"];
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
    parameters: {
        "query.practiceManagementSiteId": string;
        /**
         * @description One of: Best Practice, Zedmed, D4w.
         * @example Best Practice
         */
        "query.practiceManagementName": string;
        "query.pairingCode": string;
        /** @description GUID */
        "path.siteId": string;
        "path.webhookId": string;
        "path.siteId.2": string;
        "path.queryId": string;
        /** @description GUID */
        "path.queryId.2": string;
        "path.pageNumber": number;
        /** @description The group: `active-patients` (every active patient). */
        "path.groupId": string;
        "path.exportId": string;
        /** @description A file named in the manifest, e.g. Patient.ndjson. */
        "path.file": string;
        /** @description A resource type listed in metadata, e.g. Patient. */
        "path.resourceType": string;
        /** @description The record key in the practice database. */
        "path.id": string;
        /** @description The device the token was issued for (its device_id). */
        "header.DeviceId": string;
        /** @description GUID */
        "query.siteId": string;
        /** @description GUID */
        "query.integratorId": string;
        /** @description Records at or after this instant. */
        "query.from": string;
        /** @description Records before this instant. */
        "query.to": string;
        /** @description GUID */
        "path.integratorId": string;
    };
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
