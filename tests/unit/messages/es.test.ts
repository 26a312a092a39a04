import { describe, expect, it } from 'vitest';
import { interpolate, isMessageKey, t, tr, type MessageKey } from '../../../src/messages/es';
import { es } from '../../../src/messages/all';

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const allLeaves = leaves(es);
const allValues = new Set(allLeaves.map(([, v]) => v));

// Literal strings copied from spec 000 and spec 001 (typos and accents included). Written out here on
// purpose: the test must not read the spec files or the messages file to build its expectations.
const SPEC_000_STRINGS = [
  'Cantidad de caracteres incorrecto',
  'Cerrando sesión',
  'Correo electrónico en uso, favor introduzca otro correo electrónico',
  'Cédula no válida, introduzca otra cédula',
  'Debe aceptar los terminos y condiciones de uso y privacidad para continuar',
  'Debe validar el documento de identidad antes de ingresar el nombre',
  'Documento agregado',
  'Documento de identidad no válido',
  'Documento no permitido',
  'Documento removido',
  'Documentos',
  'El archivo requiere una extension .{ext}',
  'El nombre ya existe',
  'El peso limite por archivo es de {n}mb',
  'El teléfono secundario no puede ser igual al teléfono primario',
  'El token ha expirado',
  'Error',
  'Este campo es requerido',
  'Favor digitar un RNC válido',
  'Favor digitar un email diferente al solicitante',
  'Favor digitar un email válido',
  'Favor digitar un teléfono válido',
  'Ha ocurrido un error favor intentar mas tarde.',
  'Ha ocurrido un error',
  'Ha ocurrido un error, contacte a soporte',
  'Ha ocurrido un error, favor contacte a soporte',
  'Ha sucedido un error inténtelo mas tarde o contacte a soporte',
  'Hay uno o mas errores con la información introducida. Valídalos e inténtalo nuevamente',
  'Ingrese un email valido',
  'Ingrese un email válido',
  'La contraseña debe tener minimo 6 caracteres',
  'La cédula debe tener exactamente 11 caracteres',
  'Las contraseñas no coinciden',
  'Llene todos los campos requeridos',
  'Los correos no coinciden',
  'Mapa de los Polos',
  'Mensaje enviado satisfactoriamente',
  'No hay notificaciones',
  'No puede realizar una solicitud directamente, debe ser a través de un representante',
  'No se puede agregar mas de un documento',
  'RNC inválido, introduzca otro RNC',
  'Rut no válido, introduzca otro rut',
  'Se ha enviado un mensaje a su correo electrónico',
  'Teléfono en uso, favor introduzca otro teléfono',
  'Ya existe un usuario con este documento de identidad',
  'trámites',
  // unquoted texts of spec 000 §2 (header menu)
  'Inicio',
  'Trámites',
  'Consultas generales',
  'Contacto',
  'Iniciar Sesión',
  'Registrar',
  'Mi escritorio',
];

const SPEC_001_STRINGS = [
  'Agregar representante',
  'Asegurese de llenar los campos',
  'Calificación de servicio',
  'Calificación enviada con exito',
  'Cambiar Correo Principal',
  'Cambiar contraseña',
  'Cambiar propietario',
  'Cedula',
  'Comentario',
  'Completar',
  'Comprobante de pago enviado',
  'Cédula válida',
  'DEPOSITO O TRANSFERENCIA',
  'Datos de contacto',
  'Detalles de Solicitud',
  'Digite un número de documento de identidad válido',
  'Dirección web inválida',
  'Documento requerido enviada satisfactoriamente',
  'Documento requerido',
  'Documentos Institucionales',
  'Documentos Personales',
  'Documentos emitidos por institución',
  'Documentos subidos',
  'Editar Perfil',
  'Eliminar Solicitud',
  'Eliminarás al representante {id}!',
  'Email modificado satisfactoriamente, Inicie sesión nuevamente',
  'En estos momento no existe empresas asociada a su cuenta.',
  'En estos momento no existe miembros asociados a esta empresa.',
  'Enviar Calificación',
  'Error en la validación',
  'Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra revertirse',
  'Esta solicitud requiere de tu acción para continuar.',
  'Favor agregar representantes para su empresa.',
  'Ha ocurrido un error en la validación',
  'Ha ocurrido un error subiendo los documentos.',
  'Ha ocurrido un error validando la cedula',
  'Ha ocurrido un error,contacte al soporte para mas información',
  'Ha sucedido un error intentelo mas tarde',
  'Historial de mensajes',
  'Información requerida enviada satisfactoriamente',
  'Ir a mi escritorio',
  'Mi configuración',
  'Mis pagos',
  'Monto a pagar',
  'Método de pago',
  '{n}% COMPLETADO',
  'No hay comentarios para este servicio.',
  'No hay documentos institucionales',
  'No hay documentos personales',
  'No hay reclamaciones en esta solicitud',
  'No se encontraron registros',
  'Nombre o número de solicitud',
  'Nueva reclamación',
  'Observaciones',
  'Opciones de servicio',
  'Perfil de Empresa',
  'Personal',
  'Reclamaciones',
  'Reclamación creada con exito',
  'Responsable',
  'Restableciendo',
  'Se ha encontrado información previa de una solicitud sin terminar. ¿Desea cargarla para esta solicitud?',
  'Se ha modificado su contraseña',
  'Se ha modificado su información de usuario',
  'Selecciona un miembro',
  'Seleccione el motivo de la queja',
  'Seleccione una opcion en el campo {label}',
  'Si cierra esta pestaña el proceso de la solicitud se vera afectado.',
  'Si',
  'Solicitud enviada satisfactoriamente.',
  'Solicitudes',
  'Su pago de ${amount} está en proceso de validación.',
  'Subir comprobante',
  'Tarifas del servicio',
  'Usuario a Cargo',
  'Validación exitosa',
  'Ver detalle de solicitud',
  'Ver detalles',
  'Ver miembros',
  'Verificación de pago',
  'Verificando pago',
  '¡Ha ocurrido un error durante la validacion del pago!',
  '¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.',
  '¿Cómo desea continuar?',
  '¿Estas seguro?',
  'NO HAY MENSAJES',
  'Escriba aqui su mensaje',
  // unquoted texts of spec 001 (tabs, buttons, labels)
  'Mi Perfil',
  'Empresas',
  'Mis solicitudes',
  'Representante',
  'CONFIRMAR',
  'RECHAZADO',
  'CANCELADO',
  'VER DETALLE',
  'RESPONDER',
  'DAR SEGUIMIENTO',
  'ASIGNAR/CAMBIAR SOLICITANTE',
  'ENVIAR',
  'INICIAR SOLICITUD',
  'Confirmar',
  'Cancelar',
  'Retroceder',
  'Continuar',
  'Enviar Solicitud',
  'Detalles',
  'Quejas y Reclamaciones',
  'Pagos',
  'Mensajes',
  'NUEVA RECLAMACIÓN',
  'ID de pago',
  'CALIFICAR',
  'Dirección',
  'Provincia',
  'Municipio',
  'Sector',
  'Teléfono móvil',
  'Teléfono secundario',
  'Guardar',
  'Cerrar sesión',
];

const CONTRACT_STRINGS = [
  'Todos los trámites',
  'Aprobación y Análisis de proyectos (DPP)',
  'Clasificaciones de Confotur',
  'Licencias de Operación',
  'Portal de servicios',
  'Planificación y desarrollo (DPP)',
  'Confotur',
  'Empresas y servicios',
  'En proceso',
  'Completada',
  'Cancelada',
  'Finalizadas',
];

const FOUNDATION_LABELS = [
  'Correo electrónico',
  'Confirmar correo electrónico',
  'Contraseña',
  'Confirmar contraseña',
  'Tipo de documento',
  'Cédula',
  'Pasaporte',
  'Nombres',
  'Primer apellido',
  'Segundo apellido',
  'Ocupación',
  'Teléfono',
  'Correo electrónico secundario',
  'Pregunta de seguridad 1',
  'Pregunta de seguridad 2',
  'Pregunta de seguridad 3',
  'Atrás',
  'Siguiente',
  'Olvidé mi contraseña',
  'Reintentar',
  'Cargando…',
  'No se pudo cargar esta información.',
];

describe('es messages', () => {
  it('has only non-empty string leaves', () => {
    expect(allLeaves.length).toBeGreaterThan(300);
    for (const [key, value] of allLeaves) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim().length, key).toBeGreaterThan(0);
    }
  });

  it.each(SPEC_000_STRINGS)('contains spec 000 text verbatim: %s', (text) => {
    expect(allValues.has(text)).toBe(true);
  });

  it.each(SPEC_001_STRINGS)('contains spec 001 text verbatim: %s', (text) => {
    expect(allValues.has(text)).toBe(true);
  });

  it.each(CONTRACT_STRINGS)('contains contract label: %s', (text) => {
    expect(allValues.has(text)).toBe(true);
  });

  it.each(FOUNDATION_LABELS)('contains foundation label: %s', (text) => {
    expect(allValues.has(text)).toBe(true);
  });

  it('keeps the spec typos (no silent "corrections")', () => {
    expect(t('register.passwordMin')).toBe('La contraseña debe tener minimo 6 caracteres');
    expect(t('register.termsRequired')).toBe('Debe aceptar los terminos y condiciones de uso y privacidad para continuar');
    expect(t('resetPassword.invalidEmail')).toBe('Ingrese un email valido');
    expect(t('register.invalidEmail')).toBe('Ingrese un email válido');
    expect(t('claims.success')).toBe('Reclamación creada con exito');
    expect(t('requestForm.unexpectedError')).toBe('Ha ocurrido un error,contacte al soporte para mas información');
    expect(t('desk.companies.noCompanies')).toBe('En estos momento no existe empresas asociada a su cuenta.');
  });

  it('is nested by the areas of the brief', () => {
    for (const area of [
      'common',
      'nav',
      'session',
      'login',
      'register',
      'companyRegister',
      'activation',
      'resetPassword',
      'membership',
      'home',
      'catalogue',
      'service',
      'contact',
      'generalQueries',
      'policy',
      'files',
      'desk',
      'notifications',
      'requestForm',
      'requestDetail',
      'claims',
      'payments',
      'messagesTab',
      'rating',
      'validatePayment',
      'settings',
      'errors',
    ]) {
      expect(Object.keys(es)).toContain(area);
    }
  });
});

describe('t()', () => {
  it('returns the text of a key', () => {
    expect(t('errors.required')).toBe('Este campo es requerido');
    expect(t('nav.myDesk')).toBe('Mi escritorio');
  });

  it('interpolates {x} placeholders with strings and numbers', () => {
    expect(t('files.maxSize', { n: 120 })).toBe('El peso limite por archivo es de 120mb');
    expect(t('files.requiredExtension', { ext: 'pdf' })).toBe('El archivo requiere una extension .pdf');
    expect(t('desk.card.progress', { n: 45 })).toBe('45% COMPLETADO');
    expect(t('desk.companies.deleteRepresentative', { id: '001-1234567-8' })).toBe('Eliminarás al representante 001-1234567-8!');
    expect(t('requestForm.selectOptionFirst', { label: 'Tipo' })).toBe('Seleccione una opcion en el campo Tipo');
  });

  it('keeps the literal $ before {amount}', () => {
    expect(t('payments.underValidation', { amount: '7,000.00' })).toBe('Su pago de $7,000.00 está en proceso de validación.');
  });

  it('leaves placeholders without a value untouched and ignores extra params', () => {
    expect(t('files.maxSize')).toBe('El peso limite por archivo es de {n}mb');
    expect(t('files.maxSize', { other: 1 })).toBe('El peso limite por archivo es de {n}mb');
    expect(t('errors.required', { n: 3 })).toBe('Este campo es requerido');
  });

  it('replaces every occurrence of a placeholder', () => {
    expect(interpolate('{a}-{a}-{b}', { a: 1, b: 'x' })).toBe('1-1-x');
  });

  it('does not treat object prototype names as params', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('returns the key itself for an unknown key (type bypassed)', () => {
    expect(t('nope.missing' as MessageKey)).toBe('nope.missing');
    expect(t('errors' as MessageKey)).toBe('errors');
  });

  it('tr() renders a MessageRef', () => {
    expect(tr({ key: 'files.maxSize', params: { n: 25 } })).toBe('El peso limite por archivo es de 25mb');
  });

  it('isMessageKey() accepts leaves only', () => {
    expect(isMessageKey('errors.required')).toBe(true);
    expect(isMessageKey('errors')).toBe(false);
    expect(isMessageKey('errors.required.x')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey('')).toBe(false);
  });

  it('MessageKey is a compile-time union of leaf paths', () => {
    const ok: MessageKey = 'nav.titles.validatePayment';
    expect(t(ok)).toBe('Verificación de pago');
    // @ts-expect-error not a leaf
    const notLeaf: MessageKey = 'nav.titles';
    // @ts-expect-error unknown key
    const unknown: MessageKey = 'nav.nope';
    expect([notLeaf, unknown]).toHaveLength(2);
  });
});
