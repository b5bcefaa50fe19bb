// The emails the reference API sends, in the five languages of the site: each account gets them in
// the language it registered in (Accept-Language, or the language of the dev account).
import type { Language } from './catalog.ts';

interface MailTexts {
  greeting: (firstName: string | undefined) => string;
  verify: { subject: string; body: (link: string) => string };
  reset: { subject: string; body: (link: string) => string };
  invitation: { subject: string; intro: string };
  superAdminInvitation: { subject: string; intro: string };
  invitationAccept: (link: string, expires: string) => string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    verify: {
      subject: 'Activate your account',
      body: (link) =>
        `Confirm your email address to activate your account:\n${link}\n\nYour 30-day free trial starts now.`,
    },
    reset: {
      subject: 'Reset your password',
      body: (link) =>
        `Choose a new password with this link (valid for one hour, once):\n${link}\n\nIf you did not ask for it, ignore this email.`,
    },
    invitation: {
      subject: 'You are invited to join a team',
      intro: 'You have been invited to join a team on the music service.',
    },
    superAdminInvitation: {
      subject: 'You are invited as Super Admin',
      intro: 'You have been invited to manage an account as Super Admin.',
    },
    invitationAccept: (link, expires) =>
      `Accept the invitation:\n${link}\n\nThe invitation expires on ${expires}.`,
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    verify: {
      subject: 'Activez votre compte',
      body: (link) =>
        `Confirmez votre adresse e-mail pour activer votre compte\u00a0:\n${link}\n\nVotre essai gratuit de 30 jours commence maintenant.`,
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      body: (link) =>
        `Choisissez un nouveau mot de passe avec ce lien (valable une heure, une seule fois)\u00a0:\n${link}\n\nSi vous ne l’avez pas demandé, ignorez cet e-mail.`,
    },
    invitation: {
      subject: 'Vous êtes invité à rejoindre une équipe',
      intro: 'Vous avez été invité à rejoindre une équipe sur le service musical.',
    },
    superAdminInvitation: {
      subject: 'Vous êtes invité en tant que Super Admin',
      intro: 'Vous avez été invité à gérer un compte en tant que Super Admin.',
    },
    invitationAccept: (link, expires) =>
      `Acceptez l’invitation\u00a0:\n${link}\n\nL’invitation expire le ${expires}.`,
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    verify: {
      subject: 'Aktivieren Sie Ihr Konto',
      body: (link) =>
        `Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren:\n${link}\n\nIhre 30-tägige kostenlose Testphase beginnt jetzt.`,
    },
    reset: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      body: (link) =>
        `Wählen Sie mit diesem Link ein neues Passwort (eine Stunde lang, einmal gültig):\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
    invitation: {
      subject: 'Sie sind eingeladen, einem Team beizutreten',
      intro: 'Sie wurden eingeladen, einem Team beim Musikdienst beizutreten.',
    },
    superAdminInvitation: {
      subject: 'Sie sind als Super Admin eingeladen',
      intro: 'Sie wurden eingeladen, ein Konto als Super Admin zu verwalten.',
    },
    invitationAccept: (link, expires) =>
      `Nehmen Sie die Einladung an:\n${link}\n\nDie Einladung läuft am ${expires} ab.`,
  },
  it: {
    greeting: (name) => (name ? `Buongiorno ${name},` : 'Buongiorno,'),
    verify: {
      subject: 'Attivi il suo account',
      body: (link) =>
        `Confermi il suo indirizzo email per attivare l’account:\n${link}\n\nLa sua prova gratuita di 30 giorni inizia ora.`,
    },
    reset: {
      subject: 'Reimposti la sua password',
      body: (link) =>
        `Scelga una nuova password con questo link (valido un’ora, una sola volta):\n${link}\n\nSe non l’ha richiesto, ignori questa email.`,
    },
    invitation: {
      subject: 'È invitato a unirsi a un team',
      intro: 'È stato invitato a unirsi a un team sul servizio musicale.',
    },
    superAdminInvitation: {
      subject: 'È invitato come Super Admin',
      intro: 'È stato invitato a gestire un account come Super Admin.',
    },
    invitationAccept: (link, expires) =>
      `Accetti l’invito:\n${link}\n\nL’invito scade il ${expires}.`,
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    verify: {
      subject: 'Active su cuenta',
      body: (link) =>
        `Confirme su dirección de correo electrónico para activar su cuenta:\n${link}\n\nSu prueba gratuita de 30 días empieza ahora.`,
    },
    reset: {
      subject: 'Restablezca su contraseña',
      body: (link) =>
        `Elija una nueva contraseña con este enlace (válido durante una hora, una sola vez):\n${link}\n\nSi no lo ha solicitado, ignore este correo.`,
    },
    invitation: {
      subject: 'Está invitado a unirse a un equipo',
      intro: 'Le han invitado a unirse a un equipo en el servicio de música.',
    },
    superAdminInvitation: {
      subject: 'Está invitado como Super Admin',
      intro: 'Le han invitado a gestionar una cuenta como Super Admin.',
    },
    invitationAccept: (link, expires) =>
      `Acepte la invitación:\n${link}\n\nLa invitación caduca el ${expires}.`,
  },
};

/** A date as the account's language writes it, in UTC (the server knows no time zone of the reader). */
export function mailDate(date: Date, language: Language): string {
  return (
    new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(date) + ' UTC'
  );
}
