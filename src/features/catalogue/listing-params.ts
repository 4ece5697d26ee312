/** The catalogue's URL state lives in the domain (the server reads it too). */
export * from "../../domain/catalogue/listing-params";
