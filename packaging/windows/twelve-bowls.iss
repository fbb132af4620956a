; Windows installer for Twelve Bowls: Inno Setup 6.5 or newer (Arabic.isl, below), as build.ps1 checks.
; A per-user install (no administrator rights): %LOCALAPPDATA%\Programs\Twelve Bowls, a
; Start-menu entry, an optional desktop icon, and an uninstaller listed in Settings > Apps.
; packaging\windows\build.ps1 runs PyInstaller first, then:
;   iscc /DAppVersion=0.1.0 packaging\windows\twelve-bowls.iss
; Relative paths below are relative to this file's folder (packaging\windows).

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z /DAppVersionNumeric=x.y.z.n (packaging\windows\build.ps1 does)
#endif
; VersionInfoVersion takes four numbers only: 1.2.3rc1 arrives as 1.2.3.3001 (appinfo.py).
#ifndef AppVersionNumeric
  #error Pass the numeric version: iscc /DAppVersionNumeric=x.y.z.n (packaging\windows\build.ps1 does)
#endif
#ifndef SourceDir
  #define SourceDir "..\dist\twelve-bowls"
#endif
#ifndef OutputDir
  #define OutputDir "..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\build\icons\io.github.twelvebowls.TwelveBowls.ico"
#endif
#define AppName "Twelve Bowls"
#define AppExe "twelve-bowls.exe"
#define AppPublisher "Twelve Bowls developers"
#define AppURL "https://github.com/twelvebowls/twelve-bowls"

[Setup]
; Never change AppId: Windows uses it to recognise upgrades and the uninstaller entry.
AppId={{971E11B0-60EC-40E3-965D-437F388E5513}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppPublisherURL={#AppURL}
AppSupportURL={#AppURL}/issues
AppUpdatesURL={#AppURL}/releases
; ASCII only: ISCC reads a script without a BOM in the system code page.
AppCopyright=Copyright (C) {#AppPublisher}, MIT licence
; File version info of the installer itself (the game's .exe gets its own from the spec).
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductName={#AppName}
VersionInfoProductVersion={#AppVersion}
VersionInfoCompany={#AppPublisher}
VersionInfoDescription={#AppName} installer
; Per user: {autopf} becomes %LOCALAPPDATA%\Programs and no UAC prompt appears.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 needs Windows 10 1809 or newer.
MinVersion=10.0.17763
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename=TwelveBowls-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
; An upgrade closes a running game first instead of failing on locked files.
CloseApplications=yes
#ifdef SignInstaller
; build.ps1 passes /Ssigntool=... when a certificate is configured: Inno Setup then signs the
; installer and the uninstaller it writes (the game's own files are signed before this).
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
; The game's languages that Inno Setup translates; Hindi players get English here.
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"
; Arabic became an official translation in Inno Setup 6.5: an older compiler is refused rather
; than silently building an installer without it.
#if !FileExists(AddBackslash(CompilerPath) + "Languages\Arabic.isl")
  #error Languages\Arabic.isl is missing: Inno Setup 6.5 or newer is needed
#endif
Name: "ar"; MessagesFile: "compiler:Languages\Arabic.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade first removes the previous version's whole runtime folder: stale Qt plugins and
; old *.dist-info folders would otherwise stay and be loaded. Saves live in the player's data
; folder (%APPDATA%\TwelveBowls), never here.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; The whole PyInstaller onedir folder; ignoreversion so an upgrade always replaces files.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{#AppName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

; No "Uninstall" shortcut in the Start menu (Windows 10 and 11 uninstall from Settings > Apps,
; where the uninstaller is registered). The uninstaller removes exactly what it installed.
; Saves live in the player's data folder
; (%APPDATA%\TwelveBowls, app/paths.py) and are kept, so reinstalling keeps progress.
